import MeowlsAPI

extension Endpoint where Response == StockLookup {
  /// `GET /pos/stock?variant_id|article|barcode|q`: a variant's stock in every shop and warehouse.
  public static func stock(_ query: StockQuery) -> Self { Self(.pos(.stock(.lookup(query)))) }
}
