import Foundation
import MeowlsAPI

extension POSSaleScreen {
  /// The open sale as a front keeps it across a restart of its host (the till's `--data`, issue 19): the basket
  /// and what it is sold with, under the sale's own id, so a till killed mid-basket shows the same lines again and
  /// a sale sent before the kill is not sent twice (the id is idempotent). Not kept: the phase (a restored sale is
  /// back at its basket: the payment is typed again), the quote (priced again on restore), the search, the alert.
  public struct SavedBasket: Codable, Equatable, Sendable {
    public var basketDiscount: SaleDiscount?
    public var customerPhone: String
    public var lines: [BasketLine]
    public var nextLineID: Int
    public var register: Register.ID
    public var saleID: Receipt.ID

    /// What of `state` is kept; nil when nothing is worth keeping (an empty basket, or a sale already done).
    public init?(_ state: State) {
      if case .done = state.phase { return nil }
      guard !state.lines.isEmpty else { return nil }
      basketDiscount = state.basketDiscount
      customerPhone = state.customerPhone
      lines = state.lines
      nextLineID = state.nextLineID
      register = state.register
      saleID = state.saleID
    }
  }

  /// `.basketRestored`: a saved basket into an empty sale of the same register, priced again.
  static func restore(_ state: inout State, _ saved: SavedBasket) -> [Effect] {
    guard state.phase == .basket, state.lines.isEmpty, saved.register == state.register, !saved.lines.isEmpty else {
      return []
    }
    state.basketDiscount = saved.basketDiscount
    state.customerPhone = saved.customerPhone
    state.lines = saved.lines
    state.nextLineID = max(saved.nextLineID, (saved.lines.map(\.id).max() ?? 0) + 1)
    state.saleID = saved.saleID
    return requote(&state)
  }
}
