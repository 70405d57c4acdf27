/// A reader of the plainest JSON a client sends: objects, arrays, strings without escapes, integers without
/// fraction or exponent, `true`, `false` and `null`, with JSON's four whitespace characters between them.
///
/// NB: it exists for speed on the busiest request bodies (a cart update's body decoded by `JSONDecoder` cost
/// about a twentieth of the request). Anything outside that subset, and anything a model's reader does not expect
/// (an unknown or repeated key, a missing field), makes it give up with nil, and the caller decodes with
/// `JSONDecoder` as before: the answer, and every error message, stay exactly `JSONDecoder`'s.
public struct PlainJSONReader {
  private let bytes: UnsafeRawBufferPointer
  private var index = 0

  public init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// Runs `read` over the whole input; nil unless it succeeds and only whitespace follows.
  public static func read<Value>(
    _ bytes: UnsafeRawBufferPointer, _ read: (inout PlainJSONReader) -> Value?
  ) -> Value? {
    var reader = PlainJSONReader(bytes)
    guard let value = read(&reader) else { return nil }
    reader.skipWhitespace()
    return reader.index == bytes.count ? value : nil
  }

  /// An object whose members `member` reads by key (it returns false to give up); keys may not repeat.
  public mutating func object(_ member: (inout PlainJSONReader, String) -> Bool) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    var keys: Set<String> = []
    if take(UInt8(ascii: "}")) { return true }
    repeat {
      guard let key = string(), keys.insert(key).inserted, take(UInt8(ascii: ":")) else { return false }
      guard member(&self, key) else { return false }
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}"))
  }

  /// An array whose elements `element` reads (it returns nil to give up).
  public mutating func array<Element>(_ element: (inout PlainJSONReader) -> Element?) -> [Element]? {
    guard take(UInt8(ascii: "[")) else { return nil }
    var elements: [Element] = []
    if take(UInt8(ascii: "]")) { return elements }
    repeat {
      guard let next = element(&self) else { return nil }
      elements.append(next)
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]")) ? elements : nil
  }

  /// A string with no escapes or control characters, in valid UTF-8.
  public mutating func string() -> String? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
      index += 1
    }
    return nil
  }

  /// An integer of at most 18 digits (so it cannot overflow), without a leading zero, fraction or exponent.
  public mutating func integer() -> Int? {
    skipWhitespace()
    var position = index
    let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    let digitsStart = position
    var value = 0
    while position < bytes.count, position - digitsStart < 18, (0x30...0x39).contains(bytes[position]) {
      value = value * 10 + Int(bytes[position] - 0x30)
      position += 1
    }
    let digits = position - digitsStart
    guard digits > 0, !(digits > 1 && bytes[digitsStart] == 0x30) else { return nil }
    // A 19th digit, a fraction or an exponent: not plain.
    if position < bytes.count, "0123456789.eE".utf8.contains(bytes[position]) { return nil }
    index = position
    return negative ? -value : value
  }

  /// `true` or `false`.
  public mutating func bool() -> Bool? {
    if word("true") { return true }
    if word("false") { return false }
    return nil
  }

  /// Consumes `null` if it comes next.
  public mutating func null() -> Bool {
    word("null")
  }

  private mutating func word(_ text: StaticString) -> Bool {
    skipWhitespace()
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] { return false }
    let end = index + count
    if end < bytes.count, (0x61...0x7A).contains(bytes[end]) { return false }
    index = end
    return true
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }
}

/// A body type with a `PlainJSONReader` for its plainest form, tried before `JSONDecoder`.
public protocol PlainJSONDecodable: Decodable {
  /// The value, or nil to leave the input to `JSONDecoder`.
  static func read(plainJSON reader: inout PlainJSONReader) -> Self?
}
