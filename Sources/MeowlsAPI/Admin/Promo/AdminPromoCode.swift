/// A promo code as the back office sees it (`GET /admin/promo_codes`), as `meowls promo list` prints it.
public struct AdminPromoCode: Codable, Hashable, Sendable {
  /// `10%` or `300 ₽`.
  public var benefit: String
  public var code: String
  /// `everything`, or the product codes or category paths it covers, comma-separated.
  public var coverage: String
  /// `1500 ₽`; absent for none.
  public var minimumTotal: String?
  public var oncePerUser: Bool
  /// Orders that stand which used it (a cancelled order gives its use back).
  public var redemptions: Int
  /// `active`, `disabled`, `expired` (its last day has passed) or `upcoming`.
  public var state: String
  public var validFrom: CalendarDate?
  public var validUntil: CalendarDate?

  public init(
    benefit: String, code: String, coverage: String, minimumTotal: String? = nil, oncePerUser: Bool,
    redemptions: Int, state: String, validFrom: CalendarDate? = nil, validUntil: CalendarDate? = nil
  ) {
    self.benefit = benefit
    self.code = code
    self.coverage = coverage
    self.minimumTotal = minimumTotal
    self.oncePerUser = oncePerUser
    self.redemptions = redemptions
    self.state = state
    self.validFrom = validFrom
    self.validUntil = validUntil
  }

  enum CodingKeys: String, CodingKey {
    case benefit
    case code
    case coverage
    case minimumTotal = "minimum_total"
    case oncePerUser = "once_per_user"
    case redemptions
    case state
    case validFrom = "valid_from"
    case validUntil = "valid_until"
  }
}

/// What a code gives and when: the body of `POST /admin/promo_codes/{code}` (the whole terms again: an absent
/// minimum or day means none), and part of `PromoCodeCreation`. Exactly one of `percent` (1–100) and `amount`.
public struct PromoCodeTerms: Codable, Hashable, Sendable {
  public var amount: Money?
  public var minimumTotal: Money?
  public var oncePerUser: Bool?
  public var percent: Int?
  public var validFrom: CalendarDate?
  public var validUntil: CalendarDate?

  public init(
    amount: Money? = nil, minimumTotal: Money? = nil, oncePerUser: Bool? = nil, percent: Int? = nil,
    validFrom: CalendarDate? = nil, validUntil: CalendarDate? = nil
  ) {
    self.amount = amount
    self.minimumTotal = minimumTotal
    self.oncePerUser = oncePerUser
    self.percent = percent
    self.validFrom = validFrom
    self.validUntil = validUntil
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case minimumTotal = "minimum_total"
    case oncePerUser = "once_per_user"
    case percent
    case validFrom = "valid_from"
    case validUntil = "valid_until"
  }
}

/// The body of `POST /admin/promo_codes`: the code, its terms, and what it covers (every line, or these products
/// or categories, each an id or a code, as `meowls promo add` takes them).
public struct PromoCodeCreation: Codable, Hashable, Sendable {
  public var categories: [String]?
  public var code: String
  public var products: [String]?
  public var terms: PromoCodeTerms

  public init(code: String, terms: PromoCodeTerms, products: [String]? = nil, categories: [String]? = nil) {
    self.categories = categories
    self.code = code
    self.products = products
    self.terms = terms
  }
}
