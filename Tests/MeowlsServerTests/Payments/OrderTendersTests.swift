import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct OrderTendersTests {
  /// (request, due, paid) → the tender taken, or the error; amounts in kopecks.
  static let cases: [(TenderRequest?, Int64, Bool, Result<Tender?, OrderPaymentError>)] = [
    (nil, 203_900, true, .success(nil)),
    (TenderRequest(type: .cash), 203_900, true, .success(nil)),
    (nil, 203_900, false, .failure(.paymentRequired(due: Money(kopecks: 203_900)))),
    (
      TenderRequest(type: .cash), 203_900, false,
      .success(
        Tender(amount: Money(kopecks: 203_900), change: .zero, received: Money(kopecks: 203_900), type: .cash))
    ),
    (
      TenderRequest(received: Money(kopecks: 210_000), type: .cash), 203_900, false,
      .success(
        Tender(
          amount: Money(kopecks: 203_900), change: Money(kopecks: 6_100), received: Money(kopecks: 210_000),
          type: .cash))
    ),
    (
      TenderRequest(received: Money(kopecks: 203_899), type: .cash), 203_900, false,
      .failure(.tender(.notEnoughCash(missing: Money(kopecks: 1))))
    ),
    (
      TenderRequest(received: Money(kopecks: 1), type: .card), 5_382, false,
      .success(Tender(amount: Money(kopecks: 5_382), type: .card))
    ),
  ]

  @Test(arguments: cases.indices)
  func tenderForARequestAgainstTheAmountDue(_ index: Int) {
    let (request, due, paid, expected) = Self.cases[index]
    let outcome = Result { () throws(OrderPaymentError) -> Tender? in
      try OrderTenders.tender(for: request, due: Money(kopecks: due), paid: paid)
    }
    #expect(outcome == expected)
  }
}
