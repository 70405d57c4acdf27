import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct WedgeScannerTests {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// `text` typed with `gap` seconds between keys from `at`, then Enter after the same gap.
  static func keys(_ text: String, gap: TimeInterval, from at: Date = start) -> [Keystroke] {
    var keys = text.enumerated().map { Keystroke(.character($0.element), at: at + Double($0.offset) * gap) }
    keys.append(Keystroke(.enter, at: at + Double(text.count) * gap))
    return keys
  }

  static func feed(_ keys: [Keystroke], into scanner: inout WedgeScanner) -> [WedgeScanner.Outcome] {
    keys.map { scanner.receive($0) }.filter { $0 != .none }
  }

  @Test func aBurstEndingInEnterIsAScan() {
    var scanner = WedgeScanner()
    #expect(Self.feed(Self.keys("4600012345678", gap: 0.005), into: &scanner) == [.scanned("4600012345678")])
    #expect(scanner.text.isEmpty)
  }

  @Test func slowKeysAreTypedAndEnterSubmitsThem() {
    var scanner = WedgeScanner()
    #expect(Self.feed(Self.keys("1001", gap: 0.3), into: &scanner) == [.submitted("1001")])
  }

  @Test func aScanWhileTypingLeavesTheTypedTextInTheField() {
    var scanner = WedgeScanner()
    _ = scanner.receive(Keystroke(.character("1"), at: Self.start))
    _ = scanner.receive(Keystroke(.character("0"), at: Self.start + 0.4))
    let scan = Self.keys("4600012345678", gap: 0.004, from: Self.start + 1)
    #expect(Self.feed(scan, into: &scanner) == [.scanned("4600012345678")])
    #expect(scanner.text == "10")
  }

  @Test func aShortFastBurstIsTypingNotAScan() {
    var scanner = WedgeScanner()
    #expect(Self.feed(Self.keys("12", gap: 0.01), into: &scanner) == [.submitted("12")])
  }

  @Test func aPauseBeforeEnterMakesTheBurstTyped() {
    var scanner = WedgeScanner()
    var keys = Self.keys("46000123", gap: 0.005)
    keys[keys.count - 1].at = keys[keys.count - 2].at + 0.5
    #expect(Self.feed(keys, into: &scanner) == [.submitted("46000123")])
  }
}

@Suite struct MoneyInputTests {
  @Test(arguments: [
    ("1500", Money(rubles: 1500)), ("1 500,5", Money(rubles: 1500, kopecks: 50)), ("0.05", Money(kopecks: 5)),
    ("10000000", Money(rubles: 10_000_000)),
  ])
  func amountsAreReadExactly(_ text: String, _ money: Money) {
    #expect(MoneyInput.parse(text) == money)
  }

  @Test(arguments: ["", "abc", "-1", "1,234", "10000000.01", "1.2.3", "99999999999999999999"])
  func anythingElseIsNoAmount(_ text: String) {
    #expect(MoneyInput.parse(text) == nil)
  }
}
