import MeowlsAPI
import Testing

@testable import MeowlsKit

/// The back office's texts: every key in both languages, its arguments in both.
@Suite struct AdminStringTests {
  @Test(arguments: AppLanguage.allCases)
  func everyKeyHasItsOwnText(language: AppLanguage) {
    let table = language == .ru ? AdminStrings.russian : AdminStrings.english
    for key in AdminString.allCases {
      #expect(table[key]?.isEmpty == false, "\(language) \(key.rawValue)")
    }
  }

  @Test func bothLanguagesTakeTheSameArguments() {
    for key in AdminString.allCases {
      let marks = { (text: String?) in (0..<4).filter { text?.contains("{\($0)}") == true } }
      #expect(marks(AdminStrings.russian[key]) == marks(AdminStrings.english[key]), "\(key.rawValue)")
    }
  }

  @Test func argumentsAreFilledIn() {
    #expect(Localizer(language: .en).string(.pagerPage, "2", "5") == "Page 2 of 5")
  }
}
