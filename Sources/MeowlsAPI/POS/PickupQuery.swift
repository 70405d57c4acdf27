/// The query of `GET /pos/pickups`: `status` (one status code) and `page`, `per_page`.
public struct PickupQuery: Hashable, Sendable {
  /// The page wanted.
  public var page: PageRequest
  /// Only orders in this status; nil for every status.
  public var status: OrderStatusCode?

  /// A query.
  public init(page: PageRequest = PageRequest(), status: OrderStatusCode? = nil) {
    self.page = page
    self.status = status
  }
}
