import Testing

@testable import MeowlsServer

@Suite struct EditDistanceTests {
  static func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  static func distance(_ lhs: String, _ rhs: String, bound: Int = 3) -> Int? {
    EditDistance.distance(scalars(lhs), scalars(rhs), bound: bound)
  }

  @Test func boundsGrowWithLength() {
    #expect((1...10).map(EditDistance.allowedEdits(forLength:)) == [0, 0, 0, 1, 1, 1, 1, 2, 2, 2])
  }

  @Test func countsEachKindOfEditAsOne() {
    #expect(Self.distance("шампнь", "шампунь") == 1)
    #expect(Self.distance("когтеточкка", "когтеточка") == 1)
    #expect(Self.distance("корм", "кром") == 1)
    #expect(Self.distance("корм", "корт") == 1)
    #expect(Self.distance("корм", "корм") == 0)
    #expect(Self.distance("кгтетчка", "когтеточка") == 2)
  }

  @Test func answersNilBeyondTheBound() {
    #expect(Self.distance("корм", "кошка", bound: 1) == nil)
    #expect(Self.distance("а", "абвг", bound: 2) == nil)
    #expect(Self.distance("", "ab", bound: 2) == 2)
  }

  @Test func deletionNeighbourhoodsMeetForWordsWithinTheBound() {
    let typed = EditDistance.deletionHashes(Self.scalars("когтеточкка"), deletions: 2)
    let stored = EditDistance.deletionHashes(Self.scalars("когтеточка"), deletions: 2)
    #expect(!typed.isDisjoint(with: stored))
    let far = EditDistance.deletionHashes(Self.scalars("наполнитель"), deletions: 2)
    #expect(typed.isDisjoint(with: far))
  }

  @Test func deletionNeighbourhoodHasEveryVariantOnce() {
    #expect(EditDistance.deletionHashes(Self.scalars("abc"), deletions: 1).count == 4)
    #expect(EditDistance.deletionHashes(Self.scalars("aab"), deletions: 1).count == 3)
  }

  @Test(arguments: ["", "a", "ab", "aab", "кошка", "когтеточка", "abcabcab"])
  func deletionNeighbourhoodIsTheHashesOfEveryStringWithUpToTwoLettersDeleted(word: String) {
    let scalars = Self.scalars(word)
    for deletions in 0...2 {
      // NB: the plain way: every string one deletion further, from every string of the level before, down to one
      // letter.
      var strings: Set<[UInt32]> = [scalars]
      var level: Set<[UInt32]> = [scalars]
      for _ in 0..<deletions {
        level = Set(
          level.filter { $0.count > 1 }.flatMap { string in
            string.indices.map { index in
              var shorter = string
              shorter.remove(at: index)
              return shorter
            }
          })
        strings.formUnion(level)
      }
      #expect(
        EditDistance.deletionHashes(scalars, deletions: deletions) == Set(strings.map(EditDistance.hash)),
        "\(word), \(deletions) deletions")
    }
  }
}
