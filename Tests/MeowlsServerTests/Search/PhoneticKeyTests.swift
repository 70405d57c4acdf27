import Testing

@testable import MeowlsServer

@Suite struct PhoneticKeyTests {
  @Test(arguments: [
    ("феликс", "felix"), ("вискас", "whiskas"), ("роял", "royal"), ("канин", "canin"), ("kanin", "canin"),
    ("педигри", "pedigree"), ("трикси", "trixie"), ("хиллс", "hills"), ("акана", "acana"), ("шеба", "sheba"),
    ("мнямс", "mnyams"), ("джулиус", "julius"), ("пурина", "purina"),
  ])
  func bothScriptsSpellAlike(cyrillic: String, latin: String) {
    #expect(PhoneticKey.of(cyrillic) == PhoneticKey.of(latin))
  }

  @Test func keysAreLatin() {
    #expect(PhoneticKey.of("феликс") == "feliks")
    #expect(PhoneticKey.of("роял") == "roial")
    #expect(PhoneticKey.of("щенок") == "shenok")
  }

  @Test func numbersHaveNoKey() {
    #expect(PhoneticKey.of("2024") == nil)
  }

  @Test func differentWordsKeepDifferentKeys() {
    #expect(PhoneticKey.of("корм") != PhoneticKey.of("кот"))
    #expect(PhoneticKey.of("cat") != PhoneticKey.of("кот"))
  }
}
