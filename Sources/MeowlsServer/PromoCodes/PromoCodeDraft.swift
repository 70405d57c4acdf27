/// A promo code to add, as `meowls promo add` describes it; `PromoCodeAdmin.add` checks and stores it.
public struct PromoCodeDraft: Equatable, Sendable {
  /// What the code takes off.
  public enum Benefit: Equatable, Sendable {
    /// A fixed amount in kopecks (more than 0).
    case fixedAmount(kopecks: Int64)
    /// A whole percentage, 1…100.
    case percent(Int)
  }

  /// Which lines the code covers.
  public enum Target: Equatable, Sendable {
    /// Products in these categories or their descendants: each an id, a code path (`koshki/korma_sukhie`) or a
    /// code that only one category has.
    case categories([String])
    /// Every line.
    case everything
    /// These products: each an id or a product code.
    case products([String])
  }

  public var benefit: Benefit
  /// Letters, digits, `-` and `_`, 1…32 characters; unique in any letter case.
  public var code: String
  /// The smallest order total in kopecks (after product discounts); nil for none.
  public var minimumTotalKopecks: Int64?
  public var oncePerUser: Bool
  public var target: Target
  /// The first day, `yyyy-MM-dd` (UTC); nil for no start.
  public var validFrom: String?
  /// The last day, `yyyy-MM-dd` (UTC); nil for no end.
  public var validUntil: String?

  public init(
    benefit: Benefit, code: String, minimumTotalKopecks: Int64? = nil, oncePerUser: Bool = false,
    target: Target = .everything, validFrom: String? = nil, validUntil: String? = nil
  ) {
    self.benefit = benefit
    self.code = code
    self.minimumTotalKopecks = minimumTotalKopecks
    self.oncePerUser = oncePerUser
    self.target = target
    self.validFrom = validFrom
    self.validUntil = validUntil
  }
}

extension PromoCodeDraft {
  /// What a code gives and when, without the code and what it covers: what `PromoCodeAdmin.edit` replaces.
  public struct Terms: Equatable, Sendable {
    public var benefit: Benefit
    public var minimumTotalKopecks: Int64?
    public var oncePerUser: Bool
    public var validFrom: String?
    public var validUntil: String?

    public init(
      benefit: Benefit, minimumTotalKopecks: Int64? = nil, oncePerUser: Bool = false, validFrom: String? = nil,
      validUntil: String? = nil
    ) {
      self.benefit = benefit
      self.minimumTotalKopecks = minimumTotalKopecks
      self.oncePerUser = oncePerUser
      self.validFrom = validFrom
      self.validUntil = validUntil
    }
  }

  /// A draft of `code` with these terms, covering `target`.
  public init(code: String, terms: Terms, target: Target = .everything) {
    self.init(
      benefit: terms.benefit, code: code, minimumTotalKopecks: terms.minimumTotalKopecks,
      oncePerUser: terms.oncePerUser, target: target, validFrom: terms.validFrom, validUntil: terms.validUntil)
  }

  /// The draft's terms.
  public var terms: Terms {
    Terms(
      benefit: benefit, minimumTotalKopecks: minimumTotalKopecks, oncePerUser: oncePerUser, validFrom: validFrom,
      validUntil: validUntil)
  }
}
