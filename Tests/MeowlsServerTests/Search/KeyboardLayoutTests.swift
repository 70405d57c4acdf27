import Testing

@testable import MeowlsServer

@Suite struct KeyboardLayoutTests {
  @Test(arguments: [
    ("rjhv", "корм"), ("RJHV", "корм"), ("ifvgeym", "шампунь"), ("hs,rf", "рыбка"), ("[jvzr", "хомяк"),
    ("'nj", "это"), ("<fhcbr", "барсик"),
  ])
  func latinKeysReadAsRussian(typed: String, meant: String) {
    #expect(KeyboardLayout.swapped(typed) == meant)
  }

  @Test(arguments: [("сфе", "cat"), ("Сфе", "cat"), ("ащщв", "food"), ("кщнфд", "royal"), ("Ршддэы", "hill's")])
  func russianKeysReadAsLatin(typed: String, meant: String) {
    #expect(KeyboardLayout.swapped(typed) == meant)
  }

  @Test func digitsStay() {
    #expect(KeyboardLayout.swapped("10rj") == "10ко")
  }

  @Test(arguments: ["корм cat", "rjhvд", ",.", "12", "", "€uro"])
  func mixedOrLetterlessWordsAreNotSwapped(word: String) {
    #expect(KeyboardLayout.swapped(word) == nil)
  }
}
