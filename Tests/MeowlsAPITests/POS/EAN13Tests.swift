import Foundation
import Testing

@testable import MeowlsAPI

@Suite struct EAN13Tests {
  @Test(arguments: ["4006381333931", "5901234123457", "4600000000008", "0000000000000"])
  func acceptsCodesWithTheRightCheckDigit(_ text: String) throws {
    #expect(try EAN13(validating: text).rawValue == text)
  }

  @Test func refusesAWrongCheckDigit() {
    #expect(throws: EAN13.Invalid.checkDigit) { try EAN13(validating: "4006381333932") }
    #expect(EAN13(rawValue: "4006381333932") == nil)
  }

  @Test(arguments: ["", "400638133393", "40063813339311", "400638133393A", " 4006381333931", "４006381333931"])
  func refusesTextThatIsNotThirteenDigits(_ text: String) {
    #expect(throws: EAN13.Invalid.format) { try EAN13(validating: text) }
  }

  @Test func bodyGetsItsCheckDigit() {
    #expect(EAN13(body: "400638133393")?.rawValue == "4006381333931")
    #expect(EAN13(body: "40063813339") == nil)
    #expect(EAN13(body: "40063813339x") == nil)
  }

  @Test func checkDigitWeighsOddPositionsOnceAndEvenOnesThrice() {
    #expect(EAN13.checkDigit(of: [5, 9, 0, 1, 2, 3, 4, 1, 2, 3, 4, 5]) == 7)
    #expect(EAN13.checkDigit(of: Array(repeating: 0, count: 12)) == 0)
  }

  @Test func prefixIsTheFirstTwoDigits() throws {
    #expect(try EAN13(validating: "2112345012346").prefix == 21)
  }

  @Test func codableAsAJSONString() throws {
    let code = try EAN13(validating: "4006381333931")
    #expect(String(decoding: try JSONEncoder().encode([code]), as: UTF8.self) == #"["4006381333931"]"#)
    #expect(try JSONDecoder().decode([EAN13].self, from: Data(#"["4006381333931"]"#.utf8)) == [code])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([EAN13].self, from: Data(#"["4006381333932"]"#.utf8))
    }
  }
}
