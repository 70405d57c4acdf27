import Foundation

/// A courier delivery time window (`delivery_time_intervals`), `"HH:mm"` strings.
public struct DemoDeliveryInterval: Equatable, Sendable {
  public var from: String
  public var id: UUID
  public var to: String

  public init(from: String, id: UUID, to: String) {
    self.from = from
    self.id = id
    self.to = to
  }
}
