import Foundation

extension JSONEncoder {
  /// The MEOWLS wire encoder: ISO-8601 dates without fractions, keys as declared, `/` not escaped.
  ///
  /// Nil optionals are omitted (never `null`). Add `.sortedKeys` for stable output in tests and request bodies.
  public static var meowls: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return encoder
  }
}

extension JSONDecoder {
  /// The MEOWLS wire decoder: ISO-8601 dates without fractions, keys as declared.
  public static var meowls: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
