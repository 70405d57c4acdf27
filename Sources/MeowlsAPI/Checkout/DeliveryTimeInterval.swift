/// A delivery time window: `{id, from: "HH:mm", to: "HH:mm"}`.
public struct DeliveryTimeInterval: Codable, Hashable, Sendable, Identifiable {
  /// An interval's id.
  public typealias ID = Identifier<DeliveryTimeInterval>

  /// The start.
  public var from: TimeOfDay
  /// The interval id.
  public var id: ID
  /// The end.
  public var to: TimeOfDay

  /// An interval.
  public init(from: TimeOfDay, id: ID, to: TimeOfDay) {
    self.from = from
    self.id = id
    self.to = to
  }

  enum CodingKeys: String, CodingKey {
    case from
    case id
    case to
  }
}
