/// A value that a route carries as one path segment (`/products/{id}`, `/orders/{number}`).
public protocol PathComponentConvertible: Hashable, Sendable {
  /// Parses an already percent-decoded path segment; nil when it does not parse.
  init?(pathComponent: String)

  /// The segment to put in a path (before percent-encoding).
  var pathComponent: String { get }
}
