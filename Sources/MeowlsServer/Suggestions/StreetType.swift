/// A street's type, written as DaData abbreviates it (the raw value), with the words users type for it.
enum StreetType: String, CaseIterable, Sendable {
  case alley = "аллея"
  case boulevard = "б-р"
  case deadEnd = "туп"
  case descent = "спуск"
  case embankment = "наб"
  case highway = "шоссе"
  case lane = "пер"
  case line = "линия"
  case microdistrict = "мкр"
  case passage = "проезд"
  case prospect = "пр-кт"
  case quarter = "кв-л"
  case ramp = "съезд"
  case square = "пл"
  case street = "ул"
  case tract = "тракт"

  /// The normalised words (see `SuggestionText`) that name this type in a query, the abbreviation first.
  var aliases: [String] {
    switch self {
    case .alley: ["аллея", "ал"]
    case .boulevard: ["б-р", "бульвар", "бул", "бр"]
    case .deadEnd: ["туп", "тупик"]
    case .descent: ["спуск"]
    case .embankment: ["наб", "набережная"]
    case .highway: ["шоссе", "ш"]
    case .lane: ["пер", "переулок"]
    case .line: ["линия", "лин"]
    case .microdistrict: ["мкр", "микрорайон", "мкрн", "мкр-н"]
    case .passage: ["проезд", "пр-д", "прд"]
    case .prospect: ["пр-кт", "проспект", "просп", "пр-т", "пркт", "прт", "пр"]
    case .quarter: ["кв-л", "квартал"]
    case .ramp: ["съезд"]
    case .square: ["пл", "площадь"]
    case .street: ["ул", "улица"]
    case .tract: ["тракт", "тр"]
    }
  }

  /// The type a normalised query word names, if any: `"проспект"` → `.prospect`.
  init?(alias word: String) {
    guard let type = Self.byAlias[word] else { return nil }
    self = type
  }

  private static let byAlias: [String: StreetType] = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { type in type.aliases.map { ($0, type) } })
}
