import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct ShiftTotalsTests {
  /// One row of the Z table, amounts in kopecks: the shift's movements (sales, click-and-collect orders collected at
  /// the register, refunds), the count, and the expected and difference per tender (cash, card).
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var float: Int64
    var cashIn: Int64 = 0
    var cashOut: Int64 = 0
    var cashSales: Int64 = 0
    var cardSales: Int64 = 0
    var cashOrders: Int64 = 0
    var cardOrders: Int64 = 0
    var cashRefunds: Int64 = 0
    var cardRefunds: Int64 = 0
    var countedCash: Int64?
    var countedCard: Int64?
    var expectedCash: Int64
    var expectedCard: Int64
    var differenceCash: Int64
    var differenceCard: Int64

    var testDescription: String { name }

    var totals: ShiftTotals {
      var totals = ShiftTotals(openingFloat: Money(kopecks: float))
      totals.cashIn = Money(kopecks: cashIn)
      totals.cashOut = Money(kopecks: cashOut)
      totals.taken = [.cash: Money(kopecks: cashSales), .card: Money(kopecks: cardSales)]
      totals.refunded = [.cash: Money(kopecks: cashRefunds), .card: Money(kopecks: cardRefunds)]
      totals.ordersCollected = [.cash: Money(kopecks: cashOrders), .card: Money(kopecks: cardOrders)]
      return totals
    }

    var counted: [PaymentType: Money] {
      var counted: [PaymentType: Money] = [:]
      counted[.cash] = countedCash.map(Money.init(kopecks:))
      counted[.card] = countedCard.map(Money.init(kopecks:))
      return counted
    }
  }

  static let rows: [Row] = [
    Row(
      name: "an empty shift counted exactly", float: 500_000, countedCash: 500_000, countedCard: 0,
      expectedCash: 500_000, expectedCard: 0, differenceCash: 0, differenceCard: 0),
    Row(
      name: "sales in both tenders, counted exactly", float: 500_000, cashSales: 123_456, cardSales: 99_900,
      countedCash: 623_456, countedCard: 99_900, expectedCash: 623_456, expectedCard: 99_900, differenceCash: 0,
      differenceCard: 0),
    Row(
      name: "cash in and out move the drawer", float: 100_000, cashIn: 50_000, cashOut: 120_000, cashSales: 10_001,
      countedCash: 40_001, countedCard: 0, expectedCash: 40_001, expectedCard: 0, differenceCash: 0, differenceCard: 0),
    Row(
      name: "refunds come out of each tender", float: 200_000, cashSales: 80_000, cardSales: 150_000,
      cashRefunds: 30_000, cardRefunds: 50_050, countedCash: 250_000, countedCard: 99_950, expectedCash: 250_000,
      expectedCard: 99_950, differenceCash: 0, differenceCard: 0),
    Row(
      name: "a short drawer is a negative difference", float: 500_000, cashSales: 10_000, countedCash: 509_950,
      countedCard: 0, expectedCash: 510_000, expectedCard: 0, differenceCash: -50, differenceCard: 0),
    Row(
      name: "an over drawer is a positive difference", float: 0, cashSales: 99_999, countedCash: 100_099,
      countedCard: 0, expectedCash: 99_999, expectedCard: 0, differenceCash: 100, differenceCard: 0),
    Row(
      name: "a tender not counted counts as zero", float: 1_000, cardSales: 5_000, countedCash: 1_000,
      expectedCash: 1_000, expectedCard: 5_000, differenceCash: 0, differenceCard: -5_000),
    Row(
      name: "refunds above the takings make a negative card expectation", float: 0, cardRefunds: 2_000,
      countedCash: 0, countedCard: -0, expectedCash: 0, expectedCard: -2_000, differenceCash: 0,
      differenceCard: 2_000),
    Row(
      name: "cash for orders collected is in the drawer", float: 500_000, cashOrders: 200_000,
      countedCash: 700_000, countedCard: 0, expectedCash: 700_000, expectedCard: 0, differenceCash: 0,
      differenceCard: 0),
    Row(
      name: "card payments for orders collected are expected on the card slips", float: 0, cardSales: 10_000,
      cardOrders: 250_050, countedCash: 0, countedCard: 260_050, expectedCash: 0, expectedCard: 260_050,
      differenceCash: 0, differenceCard: 0),
    Row(
      name: "orders, sales, movements and refunds add up together", float: 100_000, cashIn: 5_000, cashOut: 20_000,
      cashSales: 33_333, cardSales: 40_000, cashOrders: 199_999, cardOrders: 100_000, cashRefunds: 3_333,
      cardRefunds: 10_000, countedCash: 314_000, countedCard: 130_000, expectedCash: 314_999, expectedCard: 130_000,
      differenceCash: -999, differenceCard: 0),
    Row(
      name: "a drawer counted without the orders' cash is short by it", float: 500_000, cashSales: 10_000,
      cashOrders: 200_000, countedCash: 510_000, countedCard: 0, expectedCash: 710_000, expectedCard: 0,
      differenceCash: -200_000, differenceCard: 0),
  ]

  @Test(arguments: rows)
  func zReportGivesExpectedCountedAndDifferencePerTender(_ row: Row) {
    let lines = row.totals.tenderLines(counted: row.counted)
    #expect(
      lines == [
        ShiftTenderLine(
          counted: Money(kopecks: row.countedCash ?? 0), difference: Money(kopecks: row.differenceCash),
          expected: Money(kopecks: row.expectedCash), ordersCollected: Money(kopecks: row.cashOrders),
          refunds: Money(kopecks: row.cashRefunds), sales: Money(kopecks: row.cashSales), tender: .cash),
        ShiftTenderLine(
          counted: Money(kopecks: row.countedCard ?? 0), difference: Money(kopecks: row.differenceCard),
          expected: Money(kopecks: row.expectedCard), ordersCollected: Money(kopecks: row.cardOrders),
          refunds: Money(kopecks: row.cardRefunds), sales: Money(kopecks: row.cardSales), tender: .card),
      ])
    #expect(row.totals.cashExpected == Money(kopecks: row.expectedCash))
  }

  @Test func theReportCountsTheOrdersCollected() {
    var totals = ShiftTotals(openingFloat: .zero)
    totals.orders = ShiftTally(count: 2, total: Money(rubles: 3000))
    totals.ordersCollected = [.cash: Money(rubles: 1000), .card: Money(rubles: 2000)]
    let shift = Shift(
      id: Shift.ID(UUID()), number: 1, openedAt: Date(timeIntervalSince1970: 0), openedBy: User.ID(UUID()),
      openingFloat: .zero, registerID: Register.ID(UUID()), shopID: Shop.ID(UUID()), status: .open)
    let report = totals.report(of: shift, at: Date(timeIntervalSince1970: 60))
    #expect(report.ordersCollected == ShiftTally(count: 2, total: Money(rubles: 3000)))
    #expect(report.cashExpected == Money(rubles: 1000))
  }

  @Test func xReportHasNoCountAndNoDifference() {
    var totals = ShiftTotals(openingFloat: Money(rubles: 100))
    totals.taken = [.cash: Money(rubles: 50)]
    let shift = Shift(
      id: Shift.ID(UUID()), number: 1, openedAt: Date(timeIntervalSince1970: 0), openedBy: User.ID(UUID()),
      openingFloat: Money(rubles: 100), registerID: Register.ID(UUID()), shopID: Shop.ID(UUID()), status: .open)
    let report = totals.report(of: shift, at: Date(timeIntervalSince1970: 60))
    #expect(report.kind == .x)
    #expect(
      report.tenders == [
        ShiftTenderLine(expected: Money(rubles: 150), refunds: .zero, sales: Money(rubles: 50), tender: .cash),
        ShiftTenderLine(expected: .zero, refunds: .zero, sales: .zero, tender: .card),
      ])
  }
}
