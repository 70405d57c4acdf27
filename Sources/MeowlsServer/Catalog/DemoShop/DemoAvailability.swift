/// A variant's `availability_info`: the kind and the online warehouse's stock.
public struct DemoAvailability: Equatable, Sendable {
  /// Units at the online warehouse (`availability_info.count`); 0 when `kind` is `notAvailable`.
  public var count: Int
  /// Days until delivery, only for `delivery`.
  public var deliveryDurationDays: Int?
  public var kind: DemoAvailabilityKind

  public init(count: Int, deliveryDurationDays: Int?, kind: DemoAvailabilityKind) {
    self.count = count
    self.deliveryDurationDays = deliveryDurationDays
    self.kind = kind
  }
}
