import Foundation

extension JSONEncoder {
  /// The MEOWLS wire encoder: ISO-8601 dates without fractions as `WireDate` writes them, keys as declared, `/` not
  /// escaped.
  ///
  /// Nil optionals are omitted (never `null`). Add `.sortedKeys` for stable output in tests and request bodies.
  public static var meowls: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(WireDate.string(date))
    }
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return encoder
  }
}

extension JSONDecoder {
  /// The MEOWLS wire decoder: ISO-8601 dates read strictly by `WireDate` (no rolled-over days, years 1...9999),
  /// keys as declared.
  public static var meowls: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = WireDate.parse(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected an ISO-8601 date-time, got '\(text.prefix(40))'.")
      }
      return date
    }
    return decoder
  }
}
