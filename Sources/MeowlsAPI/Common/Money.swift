import Foundation

/// An exact amount of roubles, stored as integer kopecks.
///
/// On the wire it is a JSON number printed shortest (`3998`, `26.91`). Decoding rounds the number to whole kopecks,
/// so sums never pick up binary floating-point artefacts such as `80.72999999999999`.
public struct Money: Codable, Hashable, Comparable, Sendable, AdditiveArithmetic {
  /// The amount in kopecks (1/100 rouble).
  public var kopecks: Int64

  /// An amount given in kopecks.
  public init(kopecks: Int64) {
    self.kopecks = kopecks
  }

  /// An amount given in roubles and, optionally, kopecks: `Money(rubles: 26, kopecks: 91)`.
  public init(rubles: Int64, kopecks: Int64 = 0) {
    self.kopecks = rubles * 100 + kopecks
  }

  /// Rounds a wire number to whole kopecks; nil when it is not finite or out of range.
  public init?(wireValue: Double) {
    let scaled = (wireValue * 100).rounded()
    guard scaled.isFinite, abs(scaled) < 9.0e18 else { return nil }
    self.kopecks = Int64(scaled)
  }

  /// The number sent on the wire (roubles as a Double).
  public var wireValue: Double { Double(kopecks) / 100 }

  /// The exact amount in roubles as a Decimal.
  public var decimalValue: Decimal { Decimal(kopecks) / 100 }

  /// No money.
  public static let zero = Money(kopecks: 0)

  /// Decodes a JSON number, rounding it to kopecks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let number = try container.decode(Double.self)
    guard let money = Money(wireValue: number) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "Money amount \(number) is out of range.")
    }
    self = money
  }

  /// Encodes a JSON number in roubles.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wireValue)
  }

  /// The sum of two amounts (saturating at the Int64 limits instead of trapping).
  public static func + (lhs: Money, rhs: Money) -> Money {
    saturating(lhs.kopecks.addingReportingOverflow(rhs.kopecks), positive: rhs.kopecks > 0)
  }

  /// The difference of two amounts (saturating at the Int64 limits instead of trapping).
  public static func - (lhs: Money, rhs: Money) -> Money {
    saturating(lhs.kopecks.subtractingReportingOverflow(rhs.kopecks), positive: rhs.kopecks < 0)
  }

  /// The amount for `count` items at this price (saturating at the Int64 limits instead of trapping).
  ///
  /// NB: counts come from clients; an absurd count must not crash the server.
  public static func * (lhs: Money, rhs: Int) -> Money {
    let count = Int64(rhs)
    return saturating(lhs.kopecks.multipliedReportingOverflow(by: count), positive: (lhs.kopecks < 0) == (count < 0))
  }

  /// The amount for `count` items at this price.
  public static func * (lhs: Int, rhs: Money) -> Money {
    rhs * lhs
  }

  /// The result of an operation, or the Int64 limit on the side it overflowed to.
  private static func saturating(_ result: (partialValue: Int64, overflow: Bool), positive: Bool) -> Money {
    guard result.overflow else { return Money(kopecks: result.partialValue) }
    return Money(kopecks: positive ? .max : .min)
  }

  /// Orders amounts by value.
  public static func < (lhs: Money, rhs: Money) -> Bool {
    lhs.kopecks < rhs.kopecks
  }
}

extension Money: CustomStringConvertible {
  /// Roubles with two decimals, e.g. `26.91`, `-0.05`.
  public var description: String {
    let sign = kopecks < 0 ? "-" : ""
    let magnitude = kopecks.magnitude
    let cents = magnitude % 100
    return "\(sign)\(magnitude / 100).\(cents < 10 ? "0" : "")\(cents)"
  }
}
