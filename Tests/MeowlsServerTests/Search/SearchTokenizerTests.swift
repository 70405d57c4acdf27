import Testing

@testable import MeowlsServer

@Suite struct SearchTokenizerTests {
  static func terms(_ text: String) -> [String] { SearchTokenizer.indexTokens(text).map(\.term) }

  @Test func foldsCaseYoAndLatinAccents() {
    #expect(Self.terms("Ёжик ЁЛКА Entrée") == ["ежик", "елка", "entree"])
  }

  @Test func keepsShortILetterApart() {
    #expect(Self.terms("Чистый") == ["чистый"])
  }

  @Test func splitsOnPunctuationAndQuotes() {
    #expect(Self.terms("Kitekat «Мясной пир», сухой корм") == ["kitekat", "мясной", "пир", "сухой", "корм"])
  }

  @Test func compoundsGiveTheirPartsAndTheJoinedForm() {
    #expect(Self.terms("Pi-Pi-Bent Классик") == ["pi", "pi", "bent", "pipibent", "классик"])
    #expect(Self.terms("c/d") == ["c", "d", "cd"])
    #expect(Self.terms("ролл-ап") == ["ролл", "ап", "роллап"])
  }

  @Test func apostrophesVanish() {
    #expect(Self.terms("Hill's Cat’s") == ["hills", "cats"])
  }

  @Test func lettersAndDigitsSplitIntoParts() {
    #expect(Self.terms("Julius-K9 10кг") == ["julius", "k", "9", "juliusk9", "10", "кг", "10кг"])
  }

  @Test func positionsCountPartsAndJoinedFormsTakeTheFirst() {
    let tokens = SearchTokenizer.indexTokens("Корм Pi-Pi для")
    #expect(tokens.map(\.position) == [0, 1, 2, 1, 3])
    #expect(tokens.map(\.isJoined) == [false, false, false, true, false])
  }

  @Test func rangesPointIntoTheOriginalText() {
    let text = "Royal Canin «Kitten»"
    let words = SearchTokenizer.indexTokens(text).map { String(text.unicodeScalars[$0.range]) }
    #expect(words == ["Royal", "Canin", "Kitten"])
  }

  @Test func squeezeKeepsOnlyLettersAndDigits() {
    #expect(SearchTokenizer.squeezed("Royal Canin, 2 кг!") == "royalcanin2кг")
  }
}
