import Foundation

/// Name–value pairs of a query string or an `application/x-www-form-urlencoded` body, in order, decoded.
public struct FormData: Sendable, Equatable {
  /// At most this many pairs are read; a longer form is cut, never a reason to fail.
  static let pairLimit = 512

  public private(set) var pairs: [(String, String)]

  public init(_ pairs: [(String, String)] = []) {
    self.pairs = pairs
  }

  /// Parses `a=1&b=%D0%BA+x`; `+` is a space, bad escapes are kept as sent.
  public init(parsing raw: String) {
    pairs = raw.split(separator: "&", omittingEmptySubsequences: true).prefix(Self.pairLimit).map { part in
      let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      return (Self.decode(halves[0]), halves.count > 1 ? Self.decode(halves[1]) : "")
    }
  }

  /// The last value of `name`.
  public subscript(name: String) -> String? {
    pairs.last { $0.0 == name }?.1
  }

  /// Every value of `name`, in order.
  public func values(_ name: String) -> [String] {
    pairs.filter { $0.0 == name }.map(\.1)
  }

  private static func decode(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  public static func == (lhs: FormData, rhs: FormData) -> Bool {
    lhs.pairs.elementsEqual(rhs.pairs) { $0 == $1 }
  }
}
