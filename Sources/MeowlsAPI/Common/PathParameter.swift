/// A path parameter as the client sent it: a parsed value, or the raw (percent-decoded) segment that did not parse.
///
/// Routes keep matching with an unparsable id so the server can answer the route's own 400 code
/// (`productIdRequired`, `saleIdRequired`, `orderNumberRequired`, `orderIdRequired`).
public enum PathParameter<Value: PathComponentConvertible>: Hashable, Sendable {
  /// A segment that does not parse as `Value`. NB: it must not parse, or the route will not round-trip.
  case invalid(String)
  /// A segment that parsed.
  case valid(Value)

  /// Parses a percent-decoded path segment.
  public init(pathComponent: String) {
    if let value = Value(pathComponent: pathComponent) {
      self = .valid(value)
    } else {
      self = .invalid(pathComponent)
    }
  }

  /// The parsed value, or nil when the segment did not parse.
  public var value: Value? {
    switch self {
    case .invalid: nil
    case .valid(let value): value
    }
  }

  /// The segment to put in a path (before percent-encoding).
  public var pathComponent: String {
    switch self {
    case .invalid(let raw): raw
    case .valid(let value): value.pathComponent
    }
  }
}
