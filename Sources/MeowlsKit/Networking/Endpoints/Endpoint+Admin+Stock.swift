import MeowlsAPI

extension Endpoint where Response == AdminProductStock {
  /// `GET /admin/products/{id}/stock`: every variant of the product at every location.
  public static func adminProductStock(_ id: Product.ID) -> Self { Self(.admin(.productStock(.valid(id)))) }
}

extension Endpoint where Response == StockChange {
  /// `POST /admin/stock/receipts`: units received.
  public static func receiveStock(_ request: StockChangeRequest) -> Self { Self(.admin(.receiveStock(request))) }
  /// `POST /admin/stock/corrections`: units counted.
  public static func correctStock(_ request: StockChangeRequest) -> Self { Self(.admin(.correctStock(request))) }
}

extension Endpoint where Response == ImportReport {
  /// `POST /admin/imports/yml`: a YML feed, reported (dry run) or applied whole.
  public static func importYML(_ upload: ImportUpload) -> Self { Self(.admin(.importYML(upload))) }
  /// `POST /admin/imports/prices`: a CSV price and stock list, reported (dry run) or applied whole.
  public static func importPrices(_ upload: ImportUpload) -> Self { Self(.admin(.importPrices(upload))) }
}

extension Endpoint where Response == Page<AuditEntry> {
  /// `GET /admin/audit?action&actor&subject_id&page&per_page`: the audit log, newest first.
  public static func audit(_ query: AuditQuery) -> Self { Self(.admin(.audit(query))) }
}
