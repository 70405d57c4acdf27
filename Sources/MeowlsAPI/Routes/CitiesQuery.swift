/// The query of `GET /cities`: the client's position as `latitude` and `longitude` (new in MEOWLS).
public struct CitiesQuery: Hashable, Sendable {
  /// Where the client is; the cities come nearest first. Nil keeps the stable order.
  ///
  /// Both parameters must be numbers in range (−90…90, −180…180); otherwise they count as absent.
  public var location: Location?

  /// A cities query.
  public init(location: Location? = nil) {
    self.location = location
  }
}
