import Testing

@testable import MeowlsServer

@Suite struct AccountValidationTests {
  @Test(arguments: [
    "abcdefg1", "ABCDEFG1", "1234567a", "a1234567890123456789", "пароль12x", "p a s s 1", "пароль123", "ПАРОЛЬ2024",
  ])
  func acceptsPasswordsOfEightToTwentyWithALetterAndADigit(password: String) {
    #expect(AccountValidation.isAcceptablePassword(password))
  }

  @Test(arguments: ["abcdefg", "abcdefgh", "12345678", "a12345678901234567890", "abcd\n1234", "12345678!", ""])
  func rejectsOtherPasswords(password: String) {
    #expect(!AccountValidation.isAcceptablePassword(password))
  }

  @Test(arguments: ["", "a@b.ru", "A.B+tag@Sub.Example.COM", "mail: me@example.com!"])
  func acceptsEmailsContainingAnAddress(email: String) {
    #expect(AccountValidation.isAcceptableEmail(email))
  }

  @Test(arguments: ["a", "a@b", "@example.com", "a@b.c", "me at example.com"])
  func rejectsEmailsWithoutAnAddress(email: String) {
    #expect(!AccountValidation.isAcceptableEmail(email))
  }

  @Test func editWithoutPasswordsChecksOnlyPhoneAndEmail() {
    #expect(throws: Never.self) {
      try AccountValidation.validate(password: nil, confirmation: nil, phone: "79139139113", email: nil)
    }
    #expect(throws: AccountsError.phoneRequired) {
      try AccountValidation.validate(password: nil, confirmation: nil, phone: "", email: nil)
    }
    #expect(throws: AccountsError.invalidPhoneFormat) {
      try AccountValidation.validate(password: nil, confirmation: nil, phone: "٧٩١٣٩١٣٩١١٣", email: nil)
    }
    #expect(throws: AccountsError.invalidEmailFormat) {
      try AccountValidation.validate(password: nil, confirmation: nil, phone: "79139139113", email: "me at example.com")
    }
  }

  @Test func editWithOnePasswordFieldIsAMismatch() {
    #expect(throws: AccountsError.passwordsDidNotMatch) {
      try AccountValidation.validate(password: nil, confirmation: "abcdefg1", phone: "1", email: nil)
    }
  }
}
