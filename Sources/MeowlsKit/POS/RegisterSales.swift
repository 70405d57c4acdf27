import MeowlsAPI

/// What the sale screen asks of the register, as closures: the live value answers from the shop's catalogue
/// snapshot and the durable sale queue (so selling goes on for cash while the server cannot be reached), tests
/// script them.
public struct RegisterSales: Sendable {
  /// The register's connection and what waits to be replayed, now and whenever it changes.
  public var connection: @Sendable () -> AsyncStream<RegisterConnection>
  /// Prices a basket as the sale will be priced (the server online; the snapshot offline, without promo codes).
  public var quote: @Sendable (SaleRequest) async throws(APIError) -> SaleQuote
  /// A scanned or typed code (EAN-13, weight barcode, article, PLU) as this shop sells it.
  public var resolve: @Sendable (String) async throws(APIError) -> ScannedItem
  /// Items of the shop whose names match the typed words, best first.
  public var search: @Sendable (String) async throws(APIError) -> [RegisterItem]
  /// Records a finished sale (or queues it when offline and paid in cash only).
  public var submit: @Sendable (SaleRequest, ManagerApproval?) async throws(APIError) -> SaleSubmission

  /// Register sales from closures.
  public init(
    connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
    quote: @escaping @Sendable (SaleRequest) async throws(APIError) -> SaleQuote,
    resolve: @escaping @Sendable (String) async throws(APIError) -> ScannedItem,
    search: @escaping @Sendable (String) async throws(APIError) -> [RegisterItem],
    submit: @escaping @Sendable (SaleRequest, ManagerApproval?) async throws(APIError) -> SaleSubmission
  ) {
    self.connection = connection
    self.quote = quote
    self.resolve = resolve
    self.search = search
    self.submit = submit
  }
}
