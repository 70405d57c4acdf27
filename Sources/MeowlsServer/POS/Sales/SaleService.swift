import Foundation
import MeowlsAPI

/// Counter sales: read the basket, get a manager's approval when a discount needs one, charge the card, then commit
/// everything in one transaction (stock out of the register's shop, payments, the customer's order, the receipt).
///
/// A sale id is recorded once: the same id again answers the stored receipt (a different body 422). Requests with
/// the same id wait for each other here (`KeyedLocks`), so a replayed queue never charges a card twice; across
/// processes the primary key on `pos_sales.id` still lets only one commit, and the loser refunds its card.
struct SaleService: Sendable {
  let access: StaffAccess
  let clock: Clock
  let database: any Database
  let fiscal: Fiscalization
  let locks = KeyedLocks()
  let random: RandomSource
  let refunds: CardRefunds
  /// Offline replays by outcome, for `/metrics`.
  let replays = OfflineReplayCounter()
  var terminal: CardTerminal { refunds.terminal }

  /// A sale's answer: the receipt JSON, and whether it was recorded before.
  struct Outcome {
    var receipt: [UInt8]
    var replayed: Bool
  }

  /// `POST /pos/sales`.
  func sell(_ body: SaleRequest, by caller: StaffCaller) throws -> Outcome {
    try replays.count(soldAt: body.soldAt, now: clock.now(), repeated: \.replayed) { try record(body, by: caller) }
  }

  private func record(_ body: SaleRequest, by caller: StaffCaller) throws -> Outcome {
    let context = caller.context
    let register = try access.register(body.registerID, for: context)
    try access.requireUnlocked(register, by: context)
    // NB: what is sold, not who and when: a register whose first try timed out after the commit queues the sale
    // with its time and sends it again, and must get the first receipt back, not a 422.
    var sold = body
    (sold.soldAt, sold.cashierID) = (nil, nil)
    let hash = try RequestFingerprint.of(sold)
    return try locks.withLock(body.id.uuidString) {
      if let replay = try replay(body.id, hash: hash) { return replay }
      let (draft, attribution) = try database.withConnection { connection in
        (
          try SaleDraft(body, now: clock.now(), in: connection),
          try SaleAttribution(body, at: register, caller: context.id, now: clock.now(), in: connection)
        )
      }
      let approval =
        draft.basket.needsManagerApproval ? try caller.approval(at: register, for: "a discount above 10 %") : nil
      let shortage =
        body.acceptMissingStock == true
        ? try caller.approval(at: register, for: "selling goods the books show as missing") : nil
      let plan = try TenderPlan(total: draft.basket.total, cash: body.payment.cash, card: body.payment.card)
      _ = try database.withConnection { try ShiftService.openShift(on: register.id, in: $0) }
      let payments = try charge(plan)
      do {
        let receipt = try commit(
          body.id, draft: draft, plan: plan, payments: payments, register: register,
          approvals: SaleApprovals(discount: approval, shortage: shortage), hash: hash, by: context,
          attribution: attribution)
        return Outcome(receipt: Array(receipt.utf8), replayed: false)
      } catch {
        refund(payments, of: body.id, by: context.id)
        if case DatabaseError.constraint = error, let replay = try replay(body.id, hash: hash) { return replay }
        throw error
      }
    }
  }

  /// The stored receipt of an earlier sale with this id; 422 when that sale had another body.
  private func replay(_ id: Receipt.ID, hash: String) throws -> Outcome? {
    guard let stored = try database.withConnection({ try SaleStore.stored(id, in: $0) }) else { return nil }
    guard stored.hash == hash else { throw SaleError.idempotencyKeyReused }
    return Outcome(receipt: Array(stored.receipt.utf8), replayed: true)
  }

  private func charge(_ plan: TenderPlan) throws -> [TenderPayment] {
    let terminal = terminal
    let outcome: Result<[TenderPayment], TenderError> = Blocking.run {
      do throws(TenderError) {
        return .success(try await plan.pay(with: terminal))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Gives the card part of a sale that was not recorded back (`CardRefunds` records the terminal's answer).
  private func refund(_ payments: [TenderPayment], of sale: Receipt.ID, by staff: User.ID) {
    for case .card(let amount, let code) in payments {
      refunds.refund(amount, of: code, for: .sale(sale), by: staff)
    }
  }

  private func commit(
    _ id: Receipt.ID, draft: SaleDraft, plan: TenderPlan, payments: [TenderPayment], register: Register,
    approvals: SaleApprovals, hash: String, by context: StaffContext, attribution: SaleAttribution
  ) throws -> String {
    // NB: the books (stock ledger, promo code uses) are written now; the receipt, the sale's day and its cashier
    // are the register's (an offline sale replayed later).
    let seconds = EpochSeconds.from(clock.now())
    let soldAt = EpochSeconds.from(attribution.soldAt)
    return try database.transaction { connection in
      let shift = try ShiftService.openShift(on: register.id, in: connection)
      let number = try SaleStore.nextReceiptNumber(in: connection)
      try SaleStock.take(
        draft.basket.lines, at: register.shopID, actor: .staff(context.id.rawValue), note: "receipt \(number)",
        correctingShortageApprovedBy: approvals.shortage?.manager, at: seconds, in: connection)
      var order: UUID?
      let timeZone = try ReportsStore.timeZone(of: register.shopID, in: connection) ?? TimeZone(identifier: "UTC")!
      if let customer = draft.customer {
        order = try SaleOrder.record(
          draft.basket, customer: customer, shop: register.shopID, paidWith: payments,
          promoCode: draft.promo?.rule.id,
          date: CalendarDate(attribution.soldAt, in: timeZone), at: seconds, random: random, in: connection)
        if let rule = draft.promo?.rule {
          try PromoCodeStore.redeem(rule, by: customer, order: order?.uuidString, at: seconds, in: connection)
        }
      }
      let header = try Self.header(
        id, number: number, register: register, cashier: attribution.cashier, at: attribution.soldAt, connection)
      let rates = try ProductVAT.rates(of: draft.basket.lines.map(\.item.productID.rawValue), in: connection)
      var printed = Receipt(draft.basket, plan: plan, payments: payments, header: header, promoCode: draft.promoCode) {
        rates[$0.rawValue] ?? ProductVAT.standard
      }
      printed.seller = fiscal.receiptSeller
      printed.fiscal = try fiscal.register(printed, at: register, timeZone: timeZone, in: connection)
      let receipt = String(decoding: try JSONBodyEncoder().encode(printed), as: UTF8.self)
      try SaleStore.insert(
        SaleRecord(
          approvedBy: approvals.discount?.manager ?? approvals.shortage?.manager, basket: draft.basket,
          cashier: attribution.cashier, change: plan.change,
          createdAt: soldAt, customer: draft.customer, id: id, order: order, payments: payments,
          promoCode: draft.promo?.rule.id, receipt: receipt, receiptNumber: number, register: register.id,
          requestHash: hash, shift: shift.id, shop: register.shopID), in: connection)
      return receipt
    }
  }

  /// The facts of a receipt numbered `number`, rung up by `cashier` at `register` at `date`.
  static func header(
    _ id: Receipt.ID, number: ReceiptNumber, register: Register, cashier: User.ID, at date: Date,
    _ connection: any DatabaseConnection
  ) throws -> ReceiptHeader {
    let member = try StaffStore.member(cashier, in: connection)
    let shop = try StaffStore.shop(register.shopID.uuidString, in: connection)
    return ReceiptHeader(
      cashier: ReceiptParty(id: Identifier(cashier.rawValue), name: member?.name ?? member?.phone ?? ""), id: id,
      issuedAt: EpochSeconds.date(Int(EpochSeconds.from(date))), number: number,
      register: ReceiptParty(id: Identifier(register.id.rawValue), name: register.name),
      shop: ReceiptParty(id: Identifier(register.shopID.rawValue), name: shop?.name ?? ""),
      shopAddress: shop?.address ?? "")
  }

  /// `GET /pos/receipts/{number}` (and `.html`): the stored receipt of a sale, or of an order's payment, with the
  /// shop's time zone.
  func receipt(_ number: ReceiptNumber?, for context: StaffContext) throws -> (json: String, timeZone: TimeZone) {
    try database.withConnection { connection in
      // NB: staff of any shop read any receipt of the chain: a customer may bring it back to another shop.
      guard let number,
        let found = try SaleStore.receipt(number, in: connection).map({ ($0.shop, $0.receipt) })
          ?? OrderReceiptStore.receipt(number, in: connection).map({ ($0.shop, $0.receipt) })
      else { throw SaleError.receiptNotFound }
      let timeZone = try ReportsStore.timeZone(of: found.0, in: connection) ?? TimeZone(identifier: "UTC")!
      return (found.1, timeZone)
    }
  }
}

/// The manager approvals a sale may carry: a discount above 10 %, and selling goods the books show as missing.
struct SaleApprovals: Sendable {
  var discount: ManagerApproval?
  var shortage: ManagerApproval?
}
