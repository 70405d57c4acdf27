/// A line of a `ReturnRequest`: `{line, count? | grams?}`: which receipt line (from 1) and how much of it.
public struct ReturnLineRequest: Codable, Hashable, Sendable {
  /// Pieces, for a line sold by the piece.
  public var count: Int?
  /// Grams, for a line sold by weight.
  public var grams: Int?
  /// The line's number on the receipt, from 1.
  public var line: Int

  /// A return line; give `count` or `grams`, as the receipt line was sold.
  public init(count: Int? = nil, grams: Int? = nil, line: Int) {
    self.count = count
    self.grams = grams
    self.line = line
  }
}
