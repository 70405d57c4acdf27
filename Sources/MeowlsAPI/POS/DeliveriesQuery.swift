/// The query of `GET /pos/deliveries`: `status` (one delivery status) and `page`, `per_page`.
public struct DeliveriesQuery: Hashable, Sendable {
  /// The page wanted.
  public var page: PageRequest
  /// Only tasks in this status; nil for every status.
  public var status: DeliveryStatus?

  /// A query.
  public init(page: PageRequest = PageRequest(), status: DeliveryStatus? = nil) {
    self.page = page
    self.status = status
  }
}
