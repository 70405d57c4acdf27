import Foundation
import Testing

@testable import MeowlsServer

@Suite struct EmailAddressTests {
  /// The contract's rule as a regular expression: the oracle for short texts, where backtracking costs nothing.
  static func contractRule(_ text: String) -> Bool {
    text.isEmpty || text.contains(/[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/.ignoresCase())
  }

  static let samples = [
    "", "user@example.com", "nope", "user@example", "@example.com", "a@b.cd", "a@b.c", "a@.cd", "a@-.cd",
    "Имя <user@example.com>", "x@y@z.ru", "a@b.c1d", "a@b..cd", "a.b@c.d.ef", "a@b.cd.", "a@@b.cd", "a@b-c.de",
    "user@пример.рф", "a@b.1c", "a+b%c@d.ef", "a b@c.de", "a@b.c d", "@@@", ".@.", "a@b.cD",
  ]

  @Test(arguments: samples)
  func theLinearScanAgreesWithTheContractsRegularExpression(email: String) {
    #expect(EmailAddress.isAcceptable(email) == Self.contractRule(email))
  }

  @Test func anAddressOverTwoHundredFiftyFourCharactersIsRefused() {
    #expect(!EmailAddress.isAcceptable(String(repeating: "a", count: 250) + "@b.cd"))
    #expect(EmailAddress.isAcceptable(String(repeating: "a", count: 249) + "@b.cd"))
  }

  @Test func normalisingTrimsComposesAndLowersBeyondASCII() {
    #expect(EmailAddress.normalised("  E\u{301}MILE@Почта.РФ\n") == "\u{E9}mile@почта.рф")
  }
}
