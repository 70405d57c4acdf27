import Testing

@testable import MeowlsServer

@Suite struct SuggestionTextTests {
  @Test func lowerCasesAndFoldsYoToYe() {
    #expect(SuggestionText.normalized("КОРОЛЁВ Семён") == "королев семен")
  }

  @Test func punctuationBecomesOneSpaceAndEndsAreTrimmed() {
    #expect(SuggestionText.normalized("  Ул.  Красный Факел,   д. 5 ") == "ул красный факел д 5")
  }

  @Test func keepsHyphensAndSlashes() {
    #expect(SuggestionText.normalized("пр-кт Мамина-Сибиряка, 47/1") == "пр-кт мамина-сибиряка 47/1")
  }

  @Test func wordsSplitTheNormalisedText() {
    #expect(SuggestionText.words(" Ленина,ул ") == ["ленина", "ул"])
    #expect(SuggestionText.words("?!").isEmpty)
  }

  @Test func keyIsTheUTF16OfTheNormalisedText() {
    #expect(SuggestionText.key("Ёж") == Array("еж".utf16))
  }
}
