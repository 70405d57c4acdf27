import MeowlsAPI
import Testing

@testable import MeowlsKit

/// The main-page pages' texts: every key in both languages, its arguments in both.
@Suite struct MainPageStringTests {
  @Test(arguments: AppLanguage.allCases)
  func everyKeyHasItsOwnText(language: AppLanguage) {
    let table = language == .ru ? MainPageStrings.russian : MainPageStrings.english
    for key in MainPageString.allCases {
      #expect(table[key]?.isEmpty == false, "\(language) \(key.rawValue)")
    }
  }

  @Test func bothLanguagesTakeTheSameArguments() {
    for key in MainPageString.allCases {
      let marks = { (text: String?) in (0..<4).filter { text?.contains("{\($0)}") == true } }
      #expect(marks(MainPageStrings.russian[key]) == marks(MainPageStrings.english[key]), "\(key.rawValue)")
    }
  }
}
