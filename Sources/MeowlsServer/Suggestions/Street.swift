import Foundation

/// A street of a city as the suggestions know it.
struct Street: Equatable, Sendable {
  /// A FIAS-like id, derived from the city id and the street's text, so it is the same on every start.
  var id: UUID
  /// The normalised words of the name, without the type: «пр-кт Карла Маркса» → «карла», «маркса».
  var nameWords: [[UInt16]]
  /// The street's place in its city's file: the best-known streets come first.
  var rank: Int
  /// The street as DaData writes it: `"ул Красный Факел"`, `"Красный пр-кт"`.
  var text: String
  var type: StreetType

  /// Reads a data line: the type's abbreviation and the name around it, usually first or last
  /// («ул Ленина», «Красный пр-кт») and in Saint Petersburg also inside («Большой пр-кт В.О.»).
  init?(line: String, cityID: UUID, rank: Int) {
    var nameTokens = line.split(separator: " ").map(String.init)
    guard nameTokens.count >= 2, let typeIndex = nameTokens.firstIndex(where: { StreetType(rawValue: $0) != nil }),
      let type = StreetType(rawValue: nameTokens.remove(at: typeIndex))
    else { return nil }
    nameWords = nameTokens.flatMap { token in
      SuggestionText.words(token).flatMap(StreetQuery.nameWords(ofToken:))
    }
    guard !nameWords.isEmpty else { return nil }
    id = DemoIdentifier.uuid("street", "\(cityID.uuidString):\(line)")
    self.rank = rank
    text = line
    self.type = type
  }
}
