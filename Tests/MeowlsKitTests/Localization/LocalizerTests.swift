import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct LocalizerTests {
  @Test(arguments: AppLanguage.allCases)
  func everyKeyHasATextThatIsNotTheKey(language: AppLanguage) {
    let localizer = Localizer(language: language)
    let generic = localizer.string(.networkGeneric)
    for key in LocalizedString.allCases where key != .networkGeneric {
      let text = localizer.string(key)
      #expect(text != key.rawValue && !text.isEmpty && text != generic, "\(language) \(key.rawValue)")
    }
  }

  @Test(arguments: AppLanguage.allCases)
  func everyKnownErrorCodeHasItsOwnMessage(language: AppLanguage) {
    let localizer = Localizer(language: language)
    for code in ErrorCode.knownCases where code != .abortError {
      let text = localizer.message(for: ErrorResponse(code: code, reason: "reason"))
      #expect(
        text != "reason" && text != localizer.string(.networkGeneric) && !text.contains("NetworkError"), "\(code)")
    }
  }

  @Test(arguments: AppLanguage.allCases)
  func everyValidationErrorHasAMessage(language: AppLanguage) {
    let localizer = Localizer(language: language)
    let texts = ValidationError.allCases.map { localizer.message(for: $0) }
    #expect(Set(texts).count == ValidationError.allCases.count)
  }

  @Test(arguments: AppLanguage.allCases)
  func everyCountedNounHasItsForms(language: AppLanguage) {
    let localizer = Localizer(language: language)
    for noun in CountedNoun.allCases {
      #expect(localizer.count(2, noun).contains("2") && !localizer.count(2, noun).contains("{n}"), "\(noun)")
    }
  }

  @Test func russianItemsFollowThePluralRules() {
    let localizer = Localizer(language: .ru)
    #expect(
      [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112].map { localizer.count($0, .items) } == [
        "0 товаров", "1 товар", "2 товара", "4 товара", "5 товаров", "11 товаров", "12 товаров", "14 товаров",
        "21 товар", "22 товара", "25 товаров", "101 товар", "111 товаров", "112 товаров",
      ])
  }

  @Test func englishItemsAreOneOrOther() {
    let localizer = Localizer(language: .en)
    #expect([0, 1, 2, 21].map { localizer.count($0, .items) } == ["0 items", "1 item", "2 items", "21 items"])
  }

  @Test func russianSearchHeaderAgreesWithTheCount() {
    let localizer = Localizer(language: .ru)
    #expect(
      [1, 3, 5].map { localizer.count($0, .itemsFound) } == [
        "Найден 1 товар", "Найдено 3 товара", "Найдено 5 товаров",
      ])
  }

  @Test func argumentsFillThePlaceholders() {
    #expect(Localizer(language: .ru).string(.regionConfirm, "Омск") == "Ваш город — Омск?")
    #expect(Localizer(language: .en).string(.ordersPlaced, "1000053") == "Order No. 1000053 is placed")
  }

  @Test func unknownCodeShowsTheServersReason() {
    let error = APIError.server(status: 400, ErrorResponse(code: .unknown("newCode"), reason: "Новая ошибка."))
    #expect(Localizer(language: .ru).message(for: error) == "Новая ошибка.")
  }

  @Test func abortErrorQuotesTheServersReason() {
    let error = APIError.server(status: 404, ErrorResponse(code: .abortError, reason: "Not Found"))
    #expect(Localizer(language: .ru).message(for: error) == "Ошибка: «Not Found»")
  }

  @Test func internalErrorsNeverShowARawKey() {
    let error = APIError.server(status: 500, ErrorResponse(code: .internalApplicationError, reason: "x"))
    #expect(Localizer(language: .ru).message(for: error) == "Что-то пошло не так.")
    #expect(Localizer(language: .en).message(for: error) == "Something went wrong.")
  }

  @Test func transportErrorsHaveUserText() {
    let localizer = Localizer(language: .en)
    #expect(
      [APIError.transport(.notConnected), .transport(.timedOut), .undecodable(status: 500, description: "dump")].map(
        localizer.message(for:)) == [
          "No internet connection.", "The server did not answer in time. Please try again.",
          "There was a data exchange error",
        ])
  }
}

@Suite struct LocalizerMoneyTests {
  @Test func russianGroupsThousandsAndShowsKopecksOnlyWhenThereAreAny() {
    let russian = Localizer(language: .ru)
    #expect(russian.money(Money(rubles: 1299)) == "1\u{202F}299\u{00A0}₽")
    #expect(russian.money(Money(kopecks: 2691)) == "26,91\u{00A0}₽")
    #expect(russian.money(Money(kopecks: 1_000_000_05)) == "1\u{202F}000\u{202F}000,05\u{00A0}₽")
    #expect(russian.money(.zero) == "0\u{00A0}₽")
  }

  @Test func englishUsesCommasAndPoints() {
    let english = Localizer(language: .en)
    #expect(english.money(Money(rubles: 1299)) == "1,299\u{00A0}₽")
    #expect(english.money(Money(kopecks: -2691)) == "−26.91\u{00A0}₽")
    #expect(english.money(Money(kopecks: Int64.min)) == "−92,233,720,368,547,758.08\u{00A0}₽")
  }
}

@Suite struct LocalizerDateTests {
  @Test func daysAreWrittenWithTheirWeekday() throws {
    let day = try #require(CalendarDate(year: 2026, month: 5, day: 15))
    #expect(Localizer(language: .ru).day(day) == "пт, 15 мая")
    #expect(Localizer(language: .en).day(day) == "Fri, 15 May")
    let old = try #require(CalendarDate(year: 1969, month: 12, day: 31))
    #expect(Localizer(language: .en).day(old) == "Wed, 31 December")
  }

  @Test(arguments: AppLanguage.allCases)
  func everyStaticPageHasATitleAndParagraphs(language: AppLanguage) {
    let localizer = Localizer(language: language)
    for page in StaticPage.allCases {
      #expect(!localizer.string(page.title).isEmpty && localizer.paragraphs(page.text).count >= 2, "\(page)")
    }
  }
}
