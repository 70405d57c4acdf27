/// How many and how much: `{count, total}`.
public struct ShiftTally: Codable, Hashable, Sendable {
  /// How many.
  public var count: Int
  /// How much, in all.
  public var total: Money

  /// A tally.
  public init(count: Int, total: Money) {
    self.count = count
    self.total = total
  }

  /// Nothing yet.
  public static let zero = ShiftTally(count: 0, total: .zero)
}
