import MeowlsAPI

/// The codes of what the register itself refuses while the server cannot be reached (never sent by the server):
/// the sale screen shows their messages (`Localizer`) like any other error.
extension ErrorCode {
  /// A card payment offline: the terminal's answer and the sale both need the server.
  public static let registerOfflineCard = ErrorCode(rawValue: "registerOfflineCard")
  /// A discount above 10 % offline: a manager's PIN is checked by the server (and never stored on the register).
  public static let registerOfflineApproval = ErrorCode(rawValue: "registerOfflineApproval")
  /// A promo code offline: its rules (dates, once per customer) live on the server.
  public static let registerOfflinePromoCode = ErrorCode(rawValue: "registerOfflinePromoCode")
  /// A customer's phone offline: the customer is looked up by the server.
  public static let registerOfflineCustomer = ErrorCode(rawValue: "registerOfflineCustomer")
  /// 24 hours offline: no more sales are queued until the server has the ones waiting.
  public static let registerOfflineTooLong = ErrorCode(rawValue: "registerOfflineTooLong")
  /// The register has no catalogue snapshot yet (it never reached the server).
  public static let registerCatalogueMissing = ErrorCode(rawValue: "registerCatalogueMissing")
}

/// The errors the register answers on its own, as `APIError.server` with status 503 (the server is unavailable to
/// it) and one of the codes above, or with the code the server would answer for the same basket.
enum RegisterRefusal {
  static let card = refusal(
    .registerOfflineCard, "The server cannot be reached: card payments need it. Take cash, or wait for the server.")
  static let approval = refusal(
    .registerOfflineApproval,
    "The server cannot be reached: a manager's approval (a discount above 10 %) needs it.")
  static let promoCode = refusal(
    .registerOfflinePromoCode, "The server cannot be reached: promo codes need it. Sell without the code.")
  static let customer = refusal(
    .registerOfflineCustomer, "The server cannot be reached: a customer's phone needs it. Sell without it.")
  static let tooLong = refusal(
    .registerOfflineTooLong,
    "The register has been offline for 24 hours: no more sales until the server has the ones waiting.")
  static let catalogueMissing = refusal(
    .registerCatalogueMissing, "The register has no catalogue yet: it needs the server once to load it.")

  /// The error the server answers for `code` with `status`, made on the register.
  static func server(_ status: Int, _ code: ErrorCode, _ reason: String) -> APIError {
    .server(status: status, ErrorResponse(code: code, reason: reason))
  }

  private static func refusal(_ code: ErrorCode, _ reason: String) -> APIError {
    server(503, code, reason)
  }
}
