import Foundation
import MeowlsKit
import Testing

@Suite struct ValidatorTests {
  @Test(arguments: [
    "+7 (913) 913-91-13", "8 913 913 91 13", "89139139113", "79139139113", "9139139113", "+79139139113",
    "8-913-913-91-13", " 8 (913) 913.91.13 ",
  ])
  func russianPhoneInAnyCommonFormNormalises(text: String) throws {
    #expect(try Validator.phone(text) == "79139139113")
  }

  @Test func landlineNumberNormalises() throws {
    #expect(try Validator.phone("8 (383) 222-33-44") == "73832223344")
  }

  @Test(arguments: [
    "+8 913 913 91 13", "913913911", "7913913911322", "+1 415 555 0100", "8 913 913 91 1x", "1139139113",
    "+7 (013) 913-91-13", "79139139113#",
  ])
  func notARussianNumberIsRefused(text: String) {
    #expect(throws: ValidationError.phoneInvalid) { try Validator.phone(text) }
  }

  @Test func emptyPhoneIsRequired() {
    #expect(throws: ValidationError.phoneRequired) { try Validator.phone("  ") }
  }

  @Test(arguments: ["user@example.com", "first.last+tag@mail.example.ru", " x_y%z@a-b.co "])
  func addressIsAnEmail(text: String) throws {
    #expect(try Validator.email(text) == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: ["x user@example.com y", "user@example", "a@b.c", "user@@example.com", "user@exa mple.com"])
  func emailIsAnchored(text: String) {
    #expect(throws: ValidationError.emailInvalid) { try Validator.email(text) }
  }

  @Test func emptyEmailIsNone() throws {
    #expect(try Validator.email("   ") == nil)
  }

  @Test(
    arguments: [
      ("uNhsyBu28d", nil, nil), ("abcdefg1", nil, nil), ("ABCDEFG1", nil, nil), ("пароль12a", nil, nil),
      ("abc1", nil, ValidationError.passwordTooShort), ("abcdefghijklmnopqrst1", nil, .passwordTooLong),
      ("abcdefgh", nil, .passwordNeedsDigit), ("12345678", nil, .passwordNeedsLetter),
      ("пароль123", nil, nil), ("1234-5678", nil, .passwordNeedsLetter), ("abcd\n1234", nil, .passwordHasLineBreak),
      ("uNhsyBu28d", "uNhsyBu28e", .passwordsDoNotMatch), ("short", "other", .passwordsDoNotMatch),
    ] as [(String, String?, ValidationError?)])
  func passwordFollowsTheServersRule(password: String, confirmation: String?, expected: ValidationError?) {
    let result = Result { () throws(ValidationError) in try Validator.password(password, confirmation: confirmation) }
    switch (result, expected) {
    case (.success, nil): break
    case (.failure(let error), let expected?): #expect(error == expected)
    default: Issue.record("\(password): got \(result), expected \(String(describing: expected))")
    }
  }

  @Test(arguments: ["Анна", "Анна-Мария", "О'Коннор", "Jean Luc", " Пётр "])
  func nameOfLettersSpacesHyphensApostrophes(text: String) throws {
    #expect(try Validator.name(text, required: true) == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: ["Анна1", "<script>", "--", "Anna!"])
  func nameWithOtherCharactersIsInvalid(text: String) {
    #expect(throws: ValidationError.nameInvalid) { try Validator.name(text, required: true) }
  }

  @Test func emptyNameIsRequiredOnlyWhenRequired() throws {
    #expect(throws: ValidationError.nameRequired) { try Validator.name(" ", required: true) }
    #expect(try Validator.name("", required: false) == nil)
  }

  @Test func nameLongerThan100IsTooLong() {
    #expect(throws: ValidationError.nameTooLong) {
      try Validator.name(String(repeating: "а", count: 101), required: true)
    }
  }
}

@Suite struct BirthdayTests {
  static let novosibirsk = TimeZone(identifier: "Asia/Novosibirsk")!
  /// 2027-01-15 12:00 in Novosibirsk.
  static let today = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func dayPickedNearLocalMidnightKeepsItsDay() throws {
    // 1990-08-07 00:30 in Novosibirsk is still 1990-08-06 in UTC: the old app sent the 6th.
    let picked = Date(timeIntervalSince1970: 649_963_800)
    let sent = try Validator.birthday(picked, today: Self.today, timeZone: Self.novosibirsk)
    #expect(sent == Date(timeIntervalSince1970: 649_987_200))
  }

  @Test func futureOrCenturyOldBirthdayIsOutOfRange() {
    #expect(throws: ValidationError.birthdayOutOfRange) {
      try Validator.birthday(Self.today.addingTimeInterval(86_400), today: Self.today, timeZone: Self.novosibirsk)
    }
    #expect(throws: ValidationError.birthdayOutOfRange) {
      try Validator.birthday(
        Self.today.addingTimeInterval(-101 * 365 * 86_400), today: Self.today, timeZone: Self.novosibirsk)
    }
  }
}
