import Foundation
import MeowlsAPI

/// The arithmetic of a shift, apart from any storage: what came in and went out, per tender, and what the drawer
/// should hold. An X report is these totals at any moment; a Z report adds the count and the differences.
///
/// Cash expected = opening float + cash in − cash out + cash taken for sales (net of change) + cash taken for
/// click-and-collect orders handed over at the register (net of change) − cash refunded.
/// Any other tender expects what it took for sales and orders minus what it refunded.
struct ShiftTotals: Equatable, Sendable {
  /// The order tenders appear in on reports.
  static let tenders: [PaymentType] = [.cash, .card]

  var cashIn: Money = .zero
  var cashOut: Money = .zero
  var discounts: Money = .zero
  var openingFloat: Money
  /// Taken per tender for click-and-collect orders handed over at the register (`order_tenders` of the shift).
  var ordersCollected: [PaymentType: Money] = [:]
  /// How many such orders, and what they brought in all.
  var orders: ShiftTally = .zero
  var refunded: [PaymentType: Money] = [:]
  var returns: ShiftTally = .zero
  var sales: ShiftTally = .zero
  var taken: [PaymentType: Money] = [:]

  /// What the drawer should hold now.
  var cashExpected: Money {
    openingFloat + cashIn - cashOut + taken[.cash, default: .zero] + ordersCollected[.cash, default: .zero]
      - refunded[.cash, default: .zero]
  }

  /// What the shift should hold of `tender`.
  func expected(_ tender: PaymentType) -> Money {
    tender == .cash
      ? cashExpected
      : taken[tender, default: .zero] + ordersCollected[tender, default: .zero] - refunded[tender, default: .zero]
  }

  /// One line per tender; with `counted` (a Z report), the count and counted − expected (a tender not counted
  /// counts as 0).
  func tenderLines(counted: [PaymentType: Money]? = nil) -> [ShiftTenderLine] {
    Self.tenders.map { tender in
      let expected = expected(tender)
      let count = counted.map { $0[tender, default: .zero] }
      return ShiftTenderLine(
        counted: count, difference: count.map { $0 - expected }, expected: expected,
        ordersCollected: ordersCollected[tender, default: .zero], refunds: refunded[tender, default: .zero],
        sales: taken[tender, default: .zero], tender: tender)
    }
  }

  /// The X report (without `counted`) or Z report (with it) of `shift` at `date`.
  func report(of shift: Shift, at date: Date, counted: [PaymentType: Money]? = nil) -> ShiftReport {
    ShiftReport(
      cashExpected: cashExpected, cashIn: cashIn, cashOut: cashOut, discounts: discounts, generatedAt: date,
      kind: counted == nil ? .x : .z, openingFloat: openingFloat, ordersCollected: orders, returns: returns,
      sales: sales, shift: shift,
      tenders: tenderLines(counted: counted))
  }
}
