import Foundation
import Testing

@testable import MeowlsAPI

struct MoneyTests {
  @Test func fractionalAmountDecodesToKopecksAndEncodesShortest() throws {
    let money = try decode(Money.self, "26.91")
    #expect(money.kopecks == 2691)
    #expect(try compactJSON(money) == "26.91")
  }

  @Test func wholeAmountEncodesWithoutDecimalPoint() throws {
    #expect(try compactJSON(Money(rubles: 3998)) == "3998")
    #expect(try compactJSON(Money.zero) == "0")
  }

  @Test func sumsStayExact() throws {
    let sum = try decode(Money.self, "0.1") + decode(Money.self, "0.2")
    #expect(sum == Money(kopecks: 30))
    #expect(try compactJSON(sum) == "0.3")
    #expect(try compactJSON(Money(rubles: 26, kopecks: 91) * 3) == "80.73")
  }

  @Test func floatArtefactsRoundToKopecks() throws {
    #expect(try decode(Money.self, "80.72999999999999") == Money(kopecks: 8073))
  }

  @Test func multiplicationByCountWorksBothWays() {
    #expect(Money(kopecks: 150) * 4 == 4 * Money(kopecks: 150))
    #expect(Money(kopecks: 150) * 4 == Money(rubles: 6))
  }

  @Test func amountsCompareAndSubtract() {
    #expect(Money(rubles: 39) - Money(rubles: 26, kopecks: 91) == Money(rubles: 12, kopecks: 9))
    #expect(Money(rubles: 1) < Money(kopecks: 101))
    #expect(Money(kopecks: -5).description == "-0.05")
    #expect(Money(kopecks: 2691).decimalValue == Decimal(string: "26.91"))
  }

  @Test func overflowSaturatesInsteadOfTrapping() {
    #expect(Money(kopecks: .max) + Money(kopecks: 1) == Money(kopecks: .max))
    #expect(Money(kopecks: .min) - Money(kopecks: 1) == Money(kopecks: .min))
    #expect(Money(rubles: 1_000_000) * Int.max == Money(kopecks: .max))
    #expect(Money(kopecks: -3) * Int.max == Money(kopecks: .min))
  }

  @Test func hugeNumberFailsToDecode() {
    #expect(throws: DecodingError.self) { try decode(Money.self, "1e300") }
  }
}
