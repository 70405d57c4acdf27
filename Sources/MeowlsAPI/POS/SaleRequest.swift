import Foundation

/// The body of `POST /pos/sales`: a counter sale as the register sends it (and replays it when offline).
///
/// `{id, register_id, lines, discount?, promo_code?, customer_phone?, payment: {cash?, card?}, sold_at?,
/// cashier_id?}`. The same `id` sent again records nothing new and answers the first receipt.
public struct SaleRequest: Codable, Hashable, Sendable {
  /// True: goods the books show as missing are sold anyway, with a manager's approval; the shortfall is recorded
  /// as a count correction naming the approver, then the sale. Absent or false: such a sale is refused.
  public var acceptMissingStock: Bool?
  /// Who rang the sale up, when it is not the caller: a register replaying its offline queue under the member
  /// signed in now sends the cashier who sold. Absent: the caller.
  public var cashierID: User.ID?
  /// The phone of a registered customer: the sale then shows in their orders (and once-per-customer promo codes
  /// count it).
  public var customerPhone: String?
  /// A discount on the whole basket (after the line discounts and the promo code).
  public var discount: SaleDiscount?
  /// The id the register generated for this sale; it becomes the receipt's id.
  public var id: Receipt.ID
  /// The basket, in scanning order (at least one line).
  public var lines: [SaleLineRequest]
  /// What the customer hands over.
  public var payment: SalePayment
  /// A promo code, in any letter case.
  public var promoCode: String?
  /// The register the sale is rung up on (it needs an open shift).
  public var registerID: Register.ID
  /// When the register rang the sale up, if earlier than its arrival: an offline sale replayed later keeps its
  /// own time on its receipt (and in the day it belongs to). Absent: now.
  public var soldAt: Date?

  /// A sale.
  public init(
    acceptMissingStock: Bool? = nil, cashierID: User.ID? = nil, customerPhone: String? = nil,
    discount: SaleDiscount? = nil, id: Receipt.ID, lines: [SaleLineRequest],
    payment: SalePayment, promoCode: String? = nil, registerID: Register.ID, soldAt: Date? = nil
  ) {
    self.acceptMissingStock = acceptMissingStock
    self.cashierID = cashierID
    self.customerPhone = customerPhone
    self.discount = discount
    self.id = id
    self.lines = lines
    self.payment = payment
    self.promoCode = promoCode
    self.registerID = registerID
    self.soldAt = soldAt
  }

  enum CodingKeys: String, CodingKey {
    case acceptMissingStock = "accept_missing_stock"
    case cashierID = "cashier_id"
    case customerPhone = "customer_phone"
    case discount
    case id
    case lines
    case payment
    case promoCode = "promo_code"
    case registerID = "register_id"
    case soldAt = "sold_at"
  }
}
