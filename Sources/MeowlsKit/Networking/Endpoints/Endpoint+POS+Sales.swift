import MeowlsAPI

extension Endpoint where Response == Receipt {
  /// `POST /pos/sales`: records a counter sale; the same `request.id` again answers the first receipt (an offline
  /// register's replay). Add a manager's approval with `.approved(by:)`.
  public static func sell(_ request: SaleRequest) -> Self { Self(.pos(.sales(.sell(request)))) }

  /// `GET /pos/receipts/{number}`: a stored receipt of any shop of the chain (a reprint, a return).
  public static func receipt(_ number: ReceiptNumber) -> Self { Self(.pos(.sales(.receipt(.valid(number))))) }
}

extension Endpoint where Response == SaleQuote {
  /// `POST /pos/sales/quote`: the basket priced as the sale would be, nothing recorded.
  public static func quoteSale(_ request: SaleRequest) -> Self { Self(.pos(.sales(.quote(request)))) }
}

extension Endpoint where Response == RegisterCatalogue {
  /// `GET /pos/catalogue`: a page of the shop's catalogue for the register, whole or the changes since a revision.
  public static func registerCatalogue(_ query: RegisterCatalogueQuery) -> Self {
    Self(.pos(.sales(.catalogue(query))))
  }
}

extension Endpoint where Response == Page<Receipt> {
  /// `GET /pos/receipts`: a page of the shop's receipts, newest first, narrowed by the query's filters.
  public static func receipts(_ query: ReceiptsQuery) -> Self { Self(.pos(.sales(.receipts(query)))) }
}
