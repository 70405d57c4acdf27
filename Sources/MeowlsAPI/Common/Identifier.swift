import Foundation

/// A typed UUID: `Identifier<Product>` and `Identifier<Order>` cannot be mixed up.
///
/// On the wire it is a single UUID string, written in upper case; decoding accepts any case.
public struct Identifier<Owner>: RawRepresentable, Codable, Hashable, Sendable {
  /// The wrapped UUID.
  public var rawValue: UUID

  /// Wraps a UUID.
  public init(rawValue: UUID) {
    self.rawValue = rawValue
  }

  /// Wraps a UUID.
  public init(_ rawValue: UUID) {
    self.rawValue = rawValue
  }

  /// Parses a UUID string in any case; nil when it is not a UUID.
  public init?(uuidString: String) {
    guard let uuid = UUID(uuidString: uuidString) else { return nil }
    self.rawValue = uuid
  }

  /// The upper-case UUID string, as sent on the wire.
  public var uuidString: String { rawValue.uuidString }

  /// Decodes a UUID string in any case.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let uuid = UUID(uuidString: string) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Attempted to decode UUID from invalid UUID string.")
    }
    self.rawValue = uuid
  }

  /// Encodes the upper-case UUID string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    // NB: encodes the UUID itself (UUID encodes its upper-case string), so fast encoders can format it directly.
    try container.encode(rawValue)
  }
}

extension Identifier: CustomStringConvertible {
  /// The upper-case UUID string.
  public var description: String { rawValue.uuidString }
}

extension Identifier: PathComponentConvertible {
  /// Parses a path segment holding a UUID in any case.
  public init?(pathComponent: String) {
    self.init(uuidString: pathComponent)
  }

  /// The upper-case UUID string.
  public var pathComponent: String { rawValue.uuidString }
}
