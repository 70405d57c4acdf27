import Foundation
import MeowlsAPI

/// The one place the POS gives money back to a card: asks the terminal, records its answer in `pos_card_refunds`,
/// and logs a declined refund at error level, since a customer then did not get the money back.
///
/// NB: never inside a transaction (the bank answers slowly), and it never throws: the refund happened or not
/// whatever the database does next, so a failure to record it is logged, not thrown over the request's own answer.
struct CardRefunds: Sendable {
  let clock: Clock
  let database: any Database
  let log: LogSink
  let terminal: CardTerminal

  /// What a refund gives money back for.
  enum Subject {
    case order(UUID)
    case `return`(ReturnReceipt.ID)
    case sale(Receipt.ID)
  }

  /// Refunds `amount` of the card payment `authorizationCode` for `subject`, asked by `staff`; answers the outcome.
  @discardableResult
  func refund(
    _ amount: Money, of authorizationCode: String, for subject: Subject, by staff: User.ID
  ) -> CardRefund {
    let terminal = terminal
    let refund: CardRefund
    switch Blocking.run({ await terminal.refund(amount, authorizationCode) }) {
    case .approved(let code): refund = CardRefund(amount: amount, authorizationCode: code, status: .approved)
    case .declined(let reason): refund = CardRefund(amount: amount, reason: reason, status: .declined)
    }
    if refund.status == .declined {
      log.write(
        "error: card refund declined: \(amount) of \(authorizationCode) for \(subject.description): "
          + (refund.reason ?? ""))
    }
    do {
      try record(refund, of: authorizationCode, for: subject, by: staff)
    } catch {
      log.write(
        "error: card refund \(refund.status.rawValue) not recorded: \(amount) of \(authorizationCode) for "
          + "\(subject.description): \(String(reflecting: error))")
    }
    return refund
  }

  private func record(
    _ refund: CardRefund, of authorizationCode: String, for subject: Subject, by staff: User.ID
  ) throws {
    let (sale, returnID, order): (String?, String?, String?) =
      switch subject {
      case .order(let id): (nil, nil, id.uuidString)
      case .return(let id): (nil, id.uuidString, nil)
      case .sale(let id): (id.uuidString, nil, nil)
      }
    _ = try database.withConnection { connection in
      try connection.execute(
        """
        INSERT INTO pos_card_refunds (sale_id, return_id, order_id, amount_kopecks, original_authorization_code,
          status, authorization_code, decline_reason, staff_id, created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
        """,
        [
          sale.sqlValue, returnID.sqlValue, order.sqlValue, refund.amount.kopecks.sqlValue,
          authorizationCode.sqlValue, refund.status.rawValue.sqlValue, refund.authorizationCode.sqlValue,
          refund.reason.sqlValue, staff.sqlValue, EpochSeconds.from(clock.now()).sqlValue,
        ])
    }
  }
}

extension CardRefunds.Subject: CustomStringConvertible {
  var description: String {
    switch self {
    case .order(let id): "order \(id.uuidString)"
    case .return(let id): "return \(id.uuidString)"
    case .sale(let id): "sale \(id.uuidString)"
    }
  }
}
