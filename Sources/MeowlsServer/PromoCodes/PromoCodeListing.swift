/// One promo code as `meowls promo list` shows it.
public struct PromoCodeListing: Equatable, Sendable {
  /// `10%` or `300 ₽`.
  public var benefit: String
  public var code: String
  /// `everything`, or the product codes or category paths the code covers, comma-separated.
  public var coverage: String
  /// Whether it works today, and why not.
  public var state: State
  /// `1500 ₽`, or nil for none.
  public var minimumTotal: String?
  public var oncePerUser: Bool
  /// How many orders used it.
  public var redemptions: Int
  public var validFrom: String?
  public var validUntil: String?

  public init(
    benefit: String, code: String, coverage: String, state: State, minimumTotal: String?, oncePerUser: Bool,
    redemptions: Int, validFrom: String?, validUntil: String?
  ) {
    self.benefit = benefit
    self.code = code
    self.coverage = coverage
    self.state = state
    self.minimumTotal = minimumTotal
    self.oncePerUser = oncePerUser
    self.redemptions = redemptions
    self.validFrom = validFrom
    self.validUntil = validUntil
  }
}

extension PromoCodeListing {
  /// Whether a code works today: `active`, or why not (an expired code must not read as active).
  public enum State: String, Equatable, Sendable {
    case active
    case disabled
    case expired
    case upcoming

    init(of rule: PromoCodeRule, today: String) {
      if !rule.isActive {
        self = .disabled
      } else if let until = rule.validUntil, until < today {
        self = .expired
      } else if let from = rule.validFrom, today < from {
        self = .upcoming
      } else {
        self = .active
      }
    }
  }
}
