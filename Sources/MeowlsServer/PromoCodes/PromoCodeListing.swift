/// One promo code as `meowls promo list` shows it.
public struct PromoCodeListing: Equatable, Sendable {
  /// `10%` or `300 ₽`.
  public var benefit: String
  public var code: String
  /// `everything`, or the product codes or category paths the code covers, comma-separated.
  public var coverage: String
  public var isActive: Bool
  /// `1500 ₽`, or nil for none.
  public var minimumTotal: String?
  public var oncePerUser: Bool
  /// How many orders used it.
  public var redemptions: Int
  public var validFrom: String?
  public var validUntil: String?

  public init(
    benefit: String, code: String, coverage: String, isActive: Bool, minimumTotal: String?, oncePerUser: Bool,
    redemptions: Int, validFrom: String?, validUntil: String?
  ) {
    self.benefit = benefit
    self.code = code
    self.coverage = coverage
    self.isActive = isActive
    self.minimumTotal = minimumTotal
    self.oncePerUser = oncePerUser
    self.redemptions = redemptions
    self.validFrom = validFrom
    self.validUntil = validUntil
  }
}
