import MeowlsAPI
import Testing

@testable import MeowlsKit

/// The places pages' texts: every key in both languages, its arguments in both.
@Suite struct PlacesStringTests {
  @Test(arguments: AppLanguage.allCases)
  func everyKeyHasItsOwnText(language: AppLanguage) {
    let table = language == .ru ? PlacesStrings.russian : PlacesStrings.english
    for key in PlacesString.allCases {
      #expect(table[key]?.isEmpty == false, "\(language) \(key.rawValue)")
    }
  }

  @Test func bothLanguagesTakeTheSameArguments() {
    for key in PlacesString.allCases {
      let marks = { (text: String?) in (0..<4).filter { text?.contains("{\($0)}") == true } }
      #expect(marks(PlacesStrings.russian[key]) == marks(PlacesStrings.english[key]), "\(key.rawValue)")
    }
  }
}
