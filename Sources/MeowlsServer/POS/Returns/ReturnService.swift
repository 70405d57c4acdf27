import Foundation
import MeowlsAPI

/// Returns against a receipt: a manager approves, the refund goes back to the sale's tenders, the goods back into
/// the shop's stock through the ledger (reason `return`), all in one transaction. Never more than was sold, however
/// many returns race: each line's returned quantity rises with one conditional statement.
///
/// The card part goes back after the commit (`CardRefunds`, which records the terminal's answer); the answer then
/// gains `card_refund`, stored too so a replay says the same, and a declined one tells the cashier to pay in cash.
struct ReturnService: Sendable {
  let access: StaffAccess
  let clock: Clock
  let database: any Database
  let fiscal: Fiscalization
  let locks = KeyedLocks()
  let refunds: CardRefunds

  /// `POST /pos/returns`: the return's answer JSON, and whether it was recorded before.
  func create(_ body: ReturnRequest, by caller: StaffCaller) throws -> SaleService.Outcome {
    let context = caller.context
    guard let number = body.receiptNumber else { throw ReturnError.receiptRequired }
    let register = try access.register(body.registerID, for: context)
    try access.requireUnlocked(register, by: context)
    let hash = try RequestFingerprint.of(body)
    return try locks.withLock(body.id.uuidString) {
      if let replay = try replay(body.id, hash: hash) { return replay }
      let approval = try caller.approval(at: register, for: "a return")
      var (receipt, answer, card) = try commit(
        body, number: number, register: register, approval: approval, hash: hash, by: context)
      if let (amount, code) = card {
        receipt.cardRefund = refunds.refund(amount, of: code, for: .return(receipt.id), by: context.id)
        answer = String(decoding: try JSONBodyEncoder().encode(receipt), as: UTF8.self)
        store(answer, of: receipt.id)
      }
      return SaleService.Outcome(receipt: Array(answer.utf8), replayed: false)
    }
  }

  /// Replaces the stored answer with the one that says how the card refund went. NB: the return and its refund
  /// happened; failing to store this must not turn the answer into a 500, so it is logged.
  private func store(_ answer: String, of id: ReturnReceipt.ID) {
    do {
      try database.withConnection { try ReturnStore.replaceAnswer(of: id, with: answer, in: $0) }
    } catch {
      refunds.log.write("error: answer of return \(id.uuidString) not updated: \(String(reflecting: error))")
    }
  }

  private func replay(_ id: ReturnReceipt.ID, hash: String) throws -> SaleService.Outcome? {
    guard let stored = try database.withConnection({ try ReturnStore.stored(id, in: $0) }) else { return nil }
    guard stored.hash == hash else { throw ReturnError.idempotencyKeyReused }
    return SaleService.Outcome(receipt: Array(stored.answer.utf8), replayed: true)
  }

  /// Writes the return; answers it, its JSON and the card refund to make (amount, authorization code).
  private func commit(
    _ body: ReturnRequest, number: ReceiptNumber, register: Register, approval: ManagerApproval, hash: String,
    by context: StaffContext
  ) throws -> (ReturnReceipt, String, (Money, String)?) {
    let now = EpochSeconds.date(Int(EpochSeconds.from(clock.now())))
    let seconds = EpochSeconds.from(now)
    return try database.transaction { connection in
      // NB: any shop of the chain takes a receipt back: the goods go into its stock, the cash out of its drawer.
      guard let sale = try ReturnStore.sale(number, in: connection) else { throw ReturnError.receiptNotFound }
      let shift = try ShiftService.openShift(on: register.id, in: connection)
      let plan = try ReturnPlan(
        sold: sale.lines.map(\.sold), requested: try Self.requested(body.lines, of: sale), paid: sale.paid,
        refunded: sale.refunded)
      let cash = plan.refunds.first { $0.tender == .cash }?.amount ?? .zero
      guard cash <= (try ShiftStore.totals(of: shift, in: connection)).cashExpected else {
        throw ShiftError.cashOutExceedsDrawer
      }
      let returnNumber = try SaleStore.nextReceiptNumber(in: connection)
      let rates = try Self.rates(of: number, in: connection)
      let lines = try Self.apply(
        plan, to: sale, at: register.shopID, by: context, note: "return \(returnNumber)", at: seconds,
        in: connection
      ).map { line in
        var line = line
        line.vat = rates[line.line] ?? ProductVAT.standard
        return line
      }
      let timeZone = try ReportsStore.timeZone(of: register.shopID, in: connection) ?? TimeZone(identifier: "UTC")!
      let registered = try fiscal.receipt(
        .saleReturn, at: register, issuedAt: now, total: plan.total, tenders: plan.refunds,
        lines: lines.map { FiscalDocument.Line(name: $0.name, amount: $0.amount, vat: $0.vat ?? ProductVAT.standard) },
        timeZone: timeZone, in: connection)
      let receipt = ReturnReceipt(
        approvedBy: approval.manager, fiscal: registered, id: body.id, issuedAt: now, lines: lines,
        number: returnNumber,
        reason: body.reason, receiptNumber: number, refunds: plan.refunds, registerID: register.id,
        shopID: register.shopID, staffID: context.id, total: plan.total,
        vatTotals: VATTotals.of(lines.map { ($0.vat, $0.amount) }))
      let answer = String(decoding: try JSONBodyEncoder().encode(receipt), as: UTF8.self)
      try ReturnStore.insert(receipt, sale: sale.id, shift: shift.id, hash: hash, answer: answer, in: connection)
      let card = plan.refunds.first { $0.tender == .card }.flatMap { refund in
        sale.cardAuthorization.map { (refund.amount, $0) }
      }
      return (receipt, answer, card)
    }
  }

  /// The VAT rate of each line of the sale's receipt `number`, by line (from 1), as the sale printed it.
  private static func rates(of number: ReceiptNumber, in connection: any DatabaseConnection) throws -> [Int: String] {
    guard let stored = try SaleStore.receipt(number, in: connection) else { return [:] }
    let receipt = try JSONDecoder.meowls.decode(Receipt.self, from: Data(stored.receipt.utf8))
    var rates: [Int: String] = [:]
    for (index, line) in receipt.lines.enumerated() { rates[index + 1] = line.vat }
    return rates
  }

  /// Marks each planned line returned (refused when a racing return got there first) and restocks it.
  private static func apply(
    _ plan: ReturnPlan, to sale: ReturnStore.Sale, at shop: Shop.ID, by context: StaffContext, note: String,
    at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> [ReturnedLine] {
    try plan.lines.map { planned in
      let line = sale.lines.first { $0.sold.position == planned.position }!
      guard
        try ReturnStore.markReturned(
          planned.quantity, amount: planned.amount, of: sale.id, line: planned.position, in: connection)
      else { throw ReturnError.returnExceedsSale }
      try restock(line, planned.quantity, at: shop, by: context, note: note, at: seconds, in: connection)
      return ReturnedLine(
        amount: planned.amount, article: Article(line.article), count: line.byWeight ? nil : planned.quantity,
        grams: line.byWeight ? planned.quantity : nil, line: planned.position, name: line.name)
    }
  }

  /// The requested lines as (position, quantity); nil (everything left) when the request names none.
  private static func requested(
    _ lines: [ReturnLineRequest]?, of sale: ReturnStore.Sale
  ) throws -> [(position: Int, quantity: Int)]? {
    try lines.map { lines in
      try lines.map { line in
        guard let sold = sale.lines.first(where: { $0.sold.position == line.line }) else {
          throw ReturnError.invalidReturnLine
        }
        switch (line.count, line.grams, sold.byWeight) {
        case (let count?, nil, false): return (line.line, count)
        case (nil, let grams?, true): return (line.line, grams)
        default: throw ReturnError.invalidReturnLine
        }
      }
    }
  }

  /// Puts returned pieces back into the shop's stock through the ledger; returned grams into its bulk bin.
  private static func restock(
    _ line: ReturnStore.SaleLine, _ quantity: Int, at shop: Shop.ID, by context: StaffContext, note: String,
    at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    guard let variant = line.variant else { return }
    if line.byWeight {
      try SaleStock.putBack(quantity, of: variant, at: shop, in: connection)
      return
    }
    try StockLedger.put(
      StockMovement(
        actor: .staff(context.id.rawValue), delta: quantity, location: shop.rawValue, note: note, order: nil,
        reason: .return, variant: variant), at: seconds, in: connection)
  }
}
