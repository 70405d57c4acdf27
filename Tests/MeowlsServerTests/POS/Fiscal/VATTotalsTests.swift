import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct VATTotalsTests {
  @Test func eachRatesLinesAddUpInTheOrderTheRatesAppear() {
    let totals = VATTotals.of([
      ("10%", Money(rubles: 110)), ("20%", Money(rubles: 120)), ("10%", Money(rubles: 55)), (nil, Money(rubles: 9)),
    ])
    #expect(
      totals == [
        ReceiptVATTotal(amount: Money(rubles: 15), rate: "10%"),
        ReceiptVATTotal(amount: Money(rubles: 20), rate: "20%"),
      ])
  }

  @Test func zeroAndExemptRatesIncludeNoVAT() {
    #expect(
      VATTotals.of([("0%", Money(rubles: 100)), ("без НДС", Money(rubles: 100))])
        == [ReceiptVATTotal(amount: .zero, rate: "0%"), ReceiptVATTotal(amount: .zero, rate: "без НДС")])
  }
}
