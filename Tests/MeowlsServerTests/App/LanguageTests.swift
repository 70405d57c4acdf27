import Testing

@testable import MeowlsServer

@Suite struct LanguageTests {
  @Test(
    arguments: [
      (nil, Language.russian),
      ("", .russian),
      ("en", .english),
      ("EN-us", .english),
      ("ru-RU, en;q=0.8", .russian),
      ("de, en-GB;q=0.5", .english),
      ("en;q=0.4, ru;q=0.9", .russian),
      ("en;q=0", .russian),
      ("fr, de", .russian),
      ("*", .russian),
    ] as [(String?, Language)])
  func acceptLanguage(header: String?, language: Language) {
    #expect(Language(acceptLanguage: header) == language)
  }
}
