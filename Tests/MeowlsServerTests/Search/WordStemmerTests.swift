import Testing

@testable import MeowlsServer

@Suite struct WordStemmerTests {
  let stemmer = WordStemmer()

  @Test(arguments: [
    ("корма", "корм"), ("сухие", "сухой"), ("кошек", "кошка"), ("щенков", "щенок"), ("котят", "котенок"),
    ("котята", "котенка"), ("тунца", "тунец"), ("шампуни", "шампунь"), ("когтеточки", "когтеточка"),
    ("ягнята", "ягненком"), ("попугаев", "попугай"),
  ])
  func russianFormsShareAStem(lhs: String, rhs: String) {
    #expect(stemmer.stem(lhs) != nil)
    #expect(stemmer.stem(lhs) == stemmer.stem(rhs))
  }

  @Test(arguments: [("cats", "cat"), ("kittens", "kitten"), ("sterilised", "sterilized"), ("puppies", "puppy")])
  func englishFormsShareAStem(lhs: String, rhs: String) {
    #expect(stemmer.stem(lhs) == stemmer.stem(rhs))
  }

  @Test func differentWordsKeepDifferentStems() {
    #expect(stemmer.stem("корм") != stemmer.stem("кот"))
    #expect(stemmer.stem("котята") != stemmer.stem("кот"))
  }

  @Test func numbersAndMixedWordsAreNotStemmed() {
    #expect(stemmer.stem("2024") == nil)
    #expect(stemmer.stem("k9") == nil)
    #expect(stemmer.stem("кормcat") == nil)
  }

  @Test func britishSpellingBecomesAmerican() {
    #expect(WordStemmer.americanSpelling("sterilised") == "sterilized")
    #expect(WordStemmer.americanSpelling("rise") == "rise")
  }

  @Test func poolLendsWorkingStemmers() {
    let pool = SearchWorkspacePool()
    #expect(pool.withWorkspace { $0.stemmer.stem("кошки") } == "кошк")
    #expect(pool.withWorkspace { $0.stemmer.stem("корма") } == "корм")
  }
}
