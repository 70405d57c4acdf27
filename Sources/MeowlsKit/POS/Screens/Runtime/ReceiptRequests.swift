import MeowlsAPI

/// The two receipt reads the return and receipts screens need.
///
/// NB: the sales endpoints (`sell`, `quote`, `receipt`, `receipts`) are the offline register's work (branch
/// `pos-offline`); until it is merged these internal ones build the same requests from the one `APIRoute`, so no
/// path is written here. After the merge they can call its public endpoints instead.
enum ReceiptRequests {
  /// `GET /pos/receipts/{number}`.
  static func receipt(_ number: ReceiptNumber) -> Endpoint<Receipt> {
    Endpoint(.pos(.sales(.receipt(.valid(number)))))
  }

  /// `GET /pos/receipts?…`.
  static func receipts(_ query: ReceiptsQuery) -> Endpoint<Page<Receipt>> {
    Endpoint(.pos(.sales(.receipts(query))))
  }
}
