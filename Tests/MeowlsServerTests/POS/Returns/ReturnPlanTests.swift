import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct ReturnPlanTests {
  typealias Sold = ReturnPlan.SoldLine

  /// Three pieces for 100.00 ₽ (33.33 + 33.33 + 33.34) and 350 g for 87.50 ₽, paid 100 ₽ by card and 87.50 ₽ cash.
  static let sold = [
    Sold(position: 1, quantity: 3, returnedAmount: .zero, returnedQuantity: 0, total: Money(rubles: 100)),
    Sold(position: 2, quantity: 350, returnedAmount: .zero, returnedQuantity: 0, total: Money(kopecks: 8_750)),
  ]
  static let paid: [PaymentType: Money] = [.card: Money(rubles: 100), .cash: Money(kopecks: 8_750)]

  @Test func fullReturnGivesEverythingBackCardFirst() throws {
    let plan = try ReturnPlan(sold: Self.sold, requested: nil, paid: Self.paid, refunded: [:])
    #expect(
      plan
        == ReturnPlan(
          lines: [
            .init(amount: Money(rubles: 100), position: 1, quantity: 3),
            .init(amount: Money(kopecks: 8_750), position: 2, quantity: 350),
          ],
          refunds: [
            TenderAmount(amount: Money(rubles: 100), tender: .card),
            TenderAmount(amount: Money(kopecks: 8_750), tender: .cash),
          ],
          total: Money(kopecks: 18_750)))
  }

  @Test func piecesReturnedOneByOneAddUpToTheLineTotal() throws {
    var line = Self.sold[0]
    var amounts: [Int64] = []
    for _ in 1...3 {
      let plan = try ReturnPlan(sold: [line], requested: [(1, 1)], paid: [.cash: Money(rubles: 100)], refunded: [:])
      amounts.append(plan.total.kopecks)
      line.returnedQuantity += 1
      line.returnedAmount = line.returnedAmount + plan.total
    }
    #expect(amounts == [3_333, 3_334, 3_333])
    #expect(line.returnedAmount == Money(rubles: 100))
  }

  @Test func aPartialReturnRefundsCardUpToWhatItPaidThenCash() throws {
    let refunded: [PaymentType: Money] = [.card: Money(kopecks: 9_000)]
    let plan = try ReturnPlan(sold: Self.sold, requested: [(2, 100)], paid: Self.paid, refunded: refunded)
    #expect(plan.total == Money(kopecks: 2_500))
    #expect(
      plan.refunds == [
        TenderAmount(amount: Money(rubles: 10), tender: .card),
        TenderAmount(amount: Money(kopecks: 1_500), tender: .cash),
      ])
  }

  @Test func aFullReturnAfterAPartialOneReturnsWhatIsLeft() throws {
    var sold = Self.sold
    sold[0].returnedQuantity = 1
    sold[0].returnedAmount = Money(kopecks: 3_333)
    let plan = try ReturnPlan(
      sold: sold, requested: nil, paid: Self.paid, refunded: [.card: Money(kopecks: 3_333)])
    #expect(plan.lines.map(\.quantity) == [2, 350])
    #expect(plan.total == Money(kopecks: 6_667 + 8_750))
  }

  @Test(arguments: [(1, 4), (2, 351)])
  func moreThanWasSoldIsRefused(position: Int, quantity: Int) {
    #expect(throws: ReturnError.returnExceedsSale) {
      try ReturnPlan(sold: Self.sold, requested: [(position, quantity)], paid: Self.paid, refunded: [:])
    }
  }

  @Test func moreThanIsLeftAfterEarlierReturnsIsRefused() {
    var sold = Self.sold
    sold[0].returnedQuantity = 2
    sold[0].returnedAmount = Money(kopecks: 6_667)
    #expect(throws: ReturnError.returnExceedsSale) {
      try ReturnPlan(sold: sold, requested: [(1, 2)], paid: Self.paid, refunded: [.card: Money(kopecks: 6_667)])
    }
  }

  @Test(arguments: [Int.max, Int.max - 1])
  func aCountNearIntMaxAfterAPartialReturnExceedsTheSale(quantity: Int) {
    var sold = Self.sold
    sold[0].returnedQuantity = 1
    sold[0].returnedAmount = Money(kopecks: 3_333)
    #expect(throws: ReturnError.returnExceedsSale) {
      try ReturnPlan(sold: sold, requested: [(1, quantity)], paid: Self.paid, refunded: [.card: Money(kopecks: 3_333)])
    }
  }

  @Test func theShareOfAHugeTotalDoesNotOverflow() {
    let total = Money(kopecks: .max / 2)
    #expect(ReturnPlan.share(of: total, part: 99_999, of: 99_999) == total)
  }

  @Test func nothingLeftToReturnIsRefused() {
    let returned = Self.sold.map { line in
      Sold(
        position: line.position, quantity: line.quantity, returnedAmount: line.total, returnedQuantity: line.quantity,
        total: line.total)
    }
    #expect(throws: ReturnError.returnExceedsSale) {
      try ReturnPlan(sold: returned, requested: nil, paid: Self.paid, refunded: Self.paid)
    }
  }

  @Test(arguments: [[(3, 1)], [(1, 0)], [(1, -1)], [(1, 1), (1, 1)]] as [[(Int, Int)]])
  func unknownEmptyOrRepeatedLinesAreRefused(requested: [(Int, Int)]) {
    #expect(throws: ReturnError.invalidReturnLine) {
      try ReturnPlan(
        sold: Self.sold, requested: requested.map { ($0.0, $0.1) }, paid: Self.paid, refunded: [:])
    }
  }

  @Test(arguments: [(10_000, 1, 3, 3_333), (10_000, 2, 3, 6_667), (1, 1, 2, 1), (8_750, 350, 350, 8_750), (0, 1, 5, 0)])
  func shareRoundsHalfUp(total: Int64, part: Int, whole: Int, expected: Int64) {
    #expect(ReturnPlan.share(of: Money(kopecks: total), part: part, of: whole) == Money(kopecks: expected))
  }
}
