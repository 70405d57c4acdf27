/// Ordered HTTP header fields; names compare case-insensitively, repeated names are kept.
public struct HTTPHeaders: Sendable, Equatable, Sequence {
  public private(set) var fields: [(name: String, value: String)]

  public init(_ fields: [(name: String, value: String)] = []) {
    self.fields = fields
  }

  /// The last value of `name`, or nil.
  public subscript(name: String) -> String? {
    fields.last { $0.name.caseInsensitiveEquals(name) }?.value
  }

  public mutating func add(_ name: String, _ value: String) {
    fields.append((name, value))
  }

  /// Replaces every field called `name` with one field.
  public mutating func set(_ name: String, _ value: String) {
    fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    fields.append((name, value))
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }
}

extension String {
  /// ASCII case-insensitive comparison, enough for header names and tokens.
  func caseInsensitiveEquals(_ other: String) -> Bool {
    let lhs = utf8
    let rhs = other.utf8
    guard lhs.count == rhs.count else { return false }
    return zip(lhs, rhs).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
  }
}

@inline(__always)
private func asciiLowercased(_ byte: UInt8) -> UInt8 {
  (byte >= 65 && byte <= 90) ? byte + 32 : byte
}
