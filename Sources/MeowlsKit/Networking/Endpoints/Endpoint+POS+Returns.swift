import MeowlsAPI

extension Endpoint where Response == ReturnReceipt {
  /// `POST /pos/returns`: a return against a receipt (a cashier's needs `approved(by:)` a manager).
  public static func createReturn(_ request: ReturnRequest) -> Self { Self(.pos(.returns(.create(request)))) }
  /// `GET /pos/returns/{number}`: a return as answered.
  public static func returnReceipt(_ number: ReceiptNumber) -> Self { Self(.pos(.returns(.receipt(.valid(number))))) }
}

extension Endpoint where Response == Page<ReturnReceipt> {
  /// `GET /pos/returns?…`: the shop's returns, newest first.
  public static func returns(_ query: ReceiptsQuery) -> Self { Self(.pos(.returns(.returns(query)))) }
}
