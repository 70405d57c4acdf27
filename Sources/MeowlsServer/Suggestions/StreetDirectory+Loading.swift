import Foundation

extension StreetDirectory {
  /// Reads every `streets/*.txt` below `directory`, in file-name order. A file starts with the line
  /// `city <FIAS id> <name>`, then one street a line, best-known first.
  static func load(from directory: URL) throws(SuggestionDataError) -> StreetDirectory {
    let folder = directory.appendingPathComponent("streets")
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }.sorted()
    } catch {
      throw .unreadableFile(file: "streets/", reason: error.localizedDescription)
    }
    guard !names.isEmpty else { throw .unreadableFile(file: "streets/", reason: "no .txt files") }
    var cities: [SuggestionCity] = []
    for name in names {
      cities.append(try city(SuggestionDataFile("streets/\(name)", in: directory)))
    }
    return StreetDirectory(cities: cities)
  }

  /// One city's file.
  static func city(_ file: SuggestionDataFile) throws(SuggestionDataError) -> SuggestionCity {
    guard let header = file.lines.first else { throw file.malformed(1, "empty file") }
    let parts = header.text.split(separator: " ", maxSplits: 2).map(String.init)
    guard parts.count == 3, parts[0] == "city", let id = UUID(uuidString: parts[1]) else {
      throw file.malformed(header.number, "expected «city <FIAS id> <name>»")
    }
    var streets: [Street] = []
    var seen: Set<String> = []
    for (number, text) in file.lines.dropFirst() {
      guard let street = Street(line: text, cityID: id, rank: streets.count) else {
        throw file.malformed(number, "expected a street with its type (ул, пр-кт, пер, …)")
      }
      guard seen.insert(text).inserted else { throw file.malformed(number, "the street «\(text)» is listed twice") }
      streets.append(street)
    }
    return SuggestionCity(id: id, name: parts[2], streets: streets)
  }
}
