import Foundation
import MeowlsAPI

/// Takes the payment for an order handed over at the counter or delivered at the door, charging a card through the
/// injected `CardTerminal`.
///
/// NB: the terminal answers asynchronously and the HTTP handlers are synchronous. The card is charged as the counter
/// sale charges it (`SaleService` of pos-core): through `Blocking.run`, before the transaction that records the
/// hand-over and never inside it, so that no transaction holds the database's write lock while a bank answers.
/// The request is checked first on a plain read, so a card is charged only for a hand-over that would succeed; the
/// transaction checks again, and when it fails after all (another hand-over of the same order won), the card is
/// refunded (through `CardRefunds`, which records the terminal's answer). A declined card answers 400
/// `cardDeclined` and changes nothing.
struct OrderPayments: Sendable {
  let database: any Database
  let refunds: CardRefunds
  var terminal: CardTerminal { refunds.terminal }

  /// Finds the order with `check`, takes the payment `request` asks for (none when the order is paid), and runs
  /// `commit` with the order and the tender in one transaction, in which `check` runs again; `staff` is who takes
  /// the payment (and asks for a refund of it).
  ///
  /// - Throws: what `check` and `commit` throw; `OrderPaymentError` for a missing or short payment;
  ///   `TenderError.cardDeclined` when the terminal declines.
  func settle<Answer>(
    _ request: TenderRequest?, by staff: User.ID, check: (any DatabaseConnection) throws -> OrderRecord,
    commit: (OrderRecord, Tender?, any DatabaseConnection) throws -> Answer
  ) throws -> Answer {
    let before = try database.withConnection { try check($0) }
    let charged = try charge(
      try OrderTenders.tender(for: request, due: StaffOrders.total(of: before), paid: before.paid))
    var unused: Tender?
    do {
      let answer = try database.transaction { connection in
        let order = try check(connection)
        // NB: paid in the meantime (by the payment simulation's job): what was just taken is not needed.
        if order.paid { unused = charged }
        return try commit(order, order.paid ? nil : charged, connection)
      }
      refund(unused, of: before, by: staff)
      return answer
    } catch {
      refund(charged, of: before, by: staff)
      throw error
    }
  }

  /// `tender` with the terminal's authorization code when it is a card; cash as it is.
  private func charge(_ tender: Tender?) throws -> Tender? {
    guard var tender, tender.type == .card else { return tender }
    let (terminal, amount) = (self.terminal, tender.amount)
    switch Blocking.run({ await terminal.authorize(amount) }) {
    case .approved(let code):
      tender.authorizationCode = code
      return tender
    case .declined(let reason):
      throw TenderError.cardDeclined(reason: reason)
    }
  }

  /// Gives a card payment for `order` back.
  private func refund(_ tender: Tender?, of order: OrderRecord, by staff: User.ID) {
    guard let tender, let code = tender.authorizationCode else { return }
    refunds.refund(tender.amount, of: code, for: .order(order.id), by: staff)
  }
}
