import Foundation
import Testing

@testable import MeowlsServer

@Suite struct SuggestionDataLoadingTests {
  private func city(_ text: String) throws(SuggestionDataError) -> SuggestionCity {
    try StreetDirectory.city(SuggestionDataFile(name: "streets/test.txt", text: text))
  }

  @Test func commentsAndBlankLinesAreSkippedAndLinesKeepTheirNumbers() {
    let file = SuggestionDataFile(name: "x.txt", text: "# comment\n\n  Иванов  \n#\nПетров\n")
    #expect(file.lines.map(\.number) == [3, 5])
    #expect(file.lines.map(\.text) == ["Иванов", "Петров"])
  }

  @Test func cityFileReadsItsHeaderAndStreetsInOrder() throws {
    let city = try city("# Омск\ncity 140E31DA-27BF-4519-9EA0-6185D681D44E Омск\nул Ленина\nпр-кт Мира\n")
    #expect(city.id == UUID(uuidString: "140E31DA-27BF-4519-9EA0-6185D681D44E"))
    #expect(city.name == "Омск")
    #expect(city.streets.map(\.text) == ["ул Ленина", "пр-кт Мира"])
    #expect(city.streets.map(\.rank) == [0, 1])
  }

  @Test func cityFileWithoutItsHeaderNamesTheLine() {
    #expect(
      throws: SuggestionDataError.malformedLine(
        file: "streets/test.txt", line: 2, reason: "expected «city <FIAS id> <name>»")
    ) {
      try city("# Омск\nул Ленина\n")
    }
  }

  @Test func streetWithoutATypeNamesTheLine() {
    let error = SuggestionDataError.malformedLine(
      file: "streets/test.txt", line: 3, reason: "expected a street with its type (ул, пр-кт, пер, …)")
    #expect(throws: error) { try city("city 140E31DA-27BF-4519-9EA0-6185D681D44E Омск\nул Ленина\nулица Мира\n") }
  }

  @Test func streetListedTwiceNamesTheLine() {
    let error = SuggestionDataError.malformedLine(
      file: "streets/test.txt", line: 3, reason: "the street «ул Ленина» is listed twice")
    #expect(throws: error) { try city("city 140E31DA-27BF-4519-9EA0-6185D681D44E Омск\nул Ленина\nул Ленина\n") }
  }

  @Test func missingFolderIsUnreadable() {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent("suggestions-\(UUID().uuidString)")
    #expect(throws: SuggestionDataError.self) { try StreetDirectory.load(from: empty) }
    #expect(throws: SuggestionDataError.self) { try NameDictionary.load(from: empty) }
  }

  @Test func patronymicLineOfThreeWordsNamesTheLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suggestions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in ["surnames.txt", "names-male.txt", "names-female.txt"] {
      try Data("Иванов\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    try Data("Иванович Ивановна\nПетрович Петровна Петровы\n".utf8).write(
      to: folder.appendingPathComponent("patronymics.txt"))
    let error = SuggestionDataError.malformedLine(
      file: "patronymics.txt", line: 2, reason: "expected «masculine [feminine]»")
    #expect(throws: error) { try NameDictionary.load(from: folder) }
  }

  @Test func errorDescriptionNamesFileAndLine() {
    let error = SuggestionDataError.malformedLine(
      file: "surnames.txt", line: 7, reason: "expected one name without spaces")
    #expect(error.description == "suggestion data surnames.txt:7: expected one name without spaces")
  }
}
