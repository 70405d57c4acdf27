import Testing

@testable import MeowlsAPI

struct PasswordPolicyTests {
  @Test(arguments: [
    "uNhsyBu28d", "abcdefg1", "пароль123", "ПАРОЛЬ2024", "Ёжик2024", "p a s s 1", "a1234567890123456789",
  ])
  func aLetterOfAnyScriptAndADigitInEightToTwentyCharactersIsAcceptable(password: String) {
    #expect(PasswordPolicy.violation(of: password) == nil)
  }

  @Test(
    arguments: [
      ("abc1", PasswordPolicy.Violation.tooShort), ("", .tooShort), ("abcdefghijklmnopqrst1", .tooLong),
      ("abcd\n1234", .lineBreak), ("12345678", .noLetter), ("1234-5678!", .noLetter), ("пароль-пароль", .noDigit),
    ])
  func otherPasswordsNameTheFirstRuleTheyBreak(password: String, violation: PasswordPolicy.Violation) {
    #expect(PasswordPolicy.violation(of: password) == violation)
  }

  @Test func lengthCountsCharactersNotBytes() {
    #expect(PasswordPolicy.isAcceptable("пароль1" + "ж"))
    #expect(!PasswordPolicy.isAcceptable(String(repeating: "ж", count: 20) + "1"))
  }

  @Test func theDescriptionStatesTheLimitsAndTheScripts() {
    #expect(
      PasswordPolicy.description
        == "8 to 20 characters on one line, with at least one letter (Latin, Cyrillic or any other script) and one digit"
    )
  }
}
