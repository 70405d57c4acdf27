import Foundation
import MeowlsAPI

/// Managing promo codes: `meowls promo add | list | disable | enable | edit`, the admin API's
/// `/admin/promo_codes` (the same service) and seeding the demo codes. Codes are never deleted: orders remember
/// them; a disabled code just stops working. Every change writes its audit row (`promo.create`, `promo.edit`,
/// `promo.disable`, `promo.enable`) in its transaction.
public struct PromoCodeAdmin: Sendable {
  let clock: Clock
  let database: any Database
  let random: RandomSource

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
  }

  /// Checks and stores a new code with its products or categories, in one transaction.
  ///
  /// - Throws: `PromoCodeAdminError`: `.invalid` for a mistake in the draft itself, the others for what the
  ///   database holds (a taken code, an unknown product or category).
  @discardableResult
  /// `actor` nil: the demo shop's seed, which writes no audit row (the shop did not make them).
  public func add(_ draft: PromoCodeDraft, by actor: AdminActor? = nil) throws -> PromoCodeListing {
    let rule = try PromoCodeRule(draft, id: random.uuid())
    let now = EpochSeconds.from(clock.now())
    return try database.transaction { connection in
      let targets = try Self.targets(of: draft.target, in: connection)
      guard try PromoCodeStore.insert(rule, targets: targets, createdAt: now, in: connection) else {
        throw PromoCodeAdminError.codeTaken(rule.code)
      }
      guard let actor else { return try Self.listing(of: rule, today: CatalogDay.text(clock.now()), in: connection) }
      return try record("promo.create", rule, before: nil, by: actor, connection)
    }
  }

  /// The code with new terms (what it gives, its minimum total, once per user, its days); what it covers and
  /// whether it is enabled stay. Checked as `add` checks them.
  @discardableResult
  public func edit(code: String, _ terms: PromoCodeDraft.Terms, by actor: AdminActor = .console) throws
    -> PromoCodeListing
  {
    try database.transaction { connection in
      guard let stored = try PromoCodeStore.rule(code: code, in: connection) else {
        throw PromoCodeAdminError.unknownCode(code)
      }
      let before = try Self.listing(of: stored, today: CatalogDay.text(clock.now()), in: connection)
      var rule = try PromoCodeRule(PromoCodeDraft(code: stored.code, terms: terms), id: stored.id)
      rule.isActive = stored.isActive
      rule.scope = stored.scope
      try PromoCodeStore.update(terms: rule, in: connection)
      return try record("promo.edit", rule, before: before, by: actor, connection)
    }
  }

  /// The code spelled `code` (any letter case) as the list shows it.
  public func listing(code: String) throws -> PromoCodeListing {
    try database.withConnection { connection in
      guard let rule = try PromoCodeStore.rule(code: code, in: connection) else {
        throw PromoCodeAdminError.unknownCode(code)
      }
      return try Self.listing(of: rule, today: CatalogDay.text(clock.now()), in: connection)
    }
  }

  /// Every code, oldest first.
  public func list() throws -> [PromoCodeListing] {
    let today = CatalogDay.text(clock.now())
    return try database.withConnection { connection in
      try PromoCodeStore.all(in: connection).map { try Self.listing(of: $0, today: today, in: connection) }
    }
  }

  /// Stops a code from working (carts that hold it drop it at their next answer); returns the code as stored.
  @discardableResult
  public func disable(code: String, by actor: AdminActor = .console) throws -> String {
    try setActive(false, code: code, by: actor)
  }

  /// Lets a disabled code work again within its dates; returns the code as stored.
  @discardableResult
  public func enable(code: String, by actor: AdminActor = .console) throws -> String {
    try setActive(true, code: code, by: actor)
  }

  private func setActive(_ active: Bool, code: String, by actor: AdminActor) throws -> String {
    try database.transaction { connection in
      guard var rule = try PromoCodeStore.rule(code: code, in: connection),
        try PromoCodeStore.setActive(active, code: code, in: connection)
      else { throw PromoCodeAdminError.unknownCode(code) }
      let before = try Self.listing(of: rule, today: CatalogDay.text(clock.now()), in: connection)
      rule.isActive = active
      _ = try record(active ? "promo.enable" : "promo.disable", rule, before: before, by: actor, connection)
      return rule.code
    }
  }

  /// The code's audit row (`before` and `after` as the admin API answers them); the listing after.
  private func record(
    _ action: String, _ rule: PromoCodeRule, before: PromoCodeListing?, by actor: AdminActor,
    _ connection: any DatabaseConnection
  ) throws -> PromoCodeListing {
    let after = try Self.listing(of: rule, today: CatalogDay.text(clock.now()), in: connection)
    try AuditLog.record(
      AuditLog.Change(
        action: action, after: after.wire, before: before?.wire, subjectID: rule.code, subjectType: "promo_code"),
      by: actor, at: EpochSeconds.from(clock.now()), in: connection)
    return after
  }

  /// The ids of the products or categories a draft names.
  private static func targets(of target: PromoCodeDraft.Target, in connection: any DatabaseConnection) throws -> [UUID]
  {
    switch target {
    case .everything:
      return []
    case .products(let products):
      return try products.map { product in
        guard let id = try PromoCodeStore.productID(product, in: connection) else {
          throw PromoCodeAdminError.unknownProduct(product)
        }
        return id
      }
    case .categories(let categories):
      let paths = try PromoCodeStore.categoryPaths(in: connection)
      return try categories.map { try category($0, among: paths) }
    }
  }

  /// The category an id, a code path or a code names.
  private static func category(_ text: String, among paths: [(id: UUID, path: String)]) throws -> UUID {
    let found =
      if let id = UUID(uuidString: text) {
        paths.filter { $0.id == id }
      } else if text.contains("/") {
        paths.filter { $0.path == text }
      } else {
        paths.filter { $0.path == text || $0.path.hasSuffix("/" + text) }
      }
    guard let first = found.first else { throw PromoCodeAdminError.unknownCategory(text) }
    guard found.count == 1 else { throw PromoCodeAdminError.ambiguousCategory(text, paths: found.map(\.path)) }
    return first.id
  }

  private static func listing(
    of rule: PromoCodeRule, today: String, in connection: any DatabaseConnection
  ) throws -> PromoCodeListing {
    let coverage: String
    switch rule.scope {
    case .everything: coverage = "everything"
    case .products: coverage = try PromoCodeStore.productCodes(of: rule.id, in: connection).joined(separator: ", ")
    case .categories:
      let ids = Set(try PromoCodeStore.categoryIDs(of: rule.id, in: connection))
      coverage = try PromoCodeStore.categoryPaths(in: connection).filter { ids.contains($0.id) }.map(\.path)
        .joined(separator: ", ")
    }
    let benefit =
      switch rule.benefit {
      case .fixedAmount(let amount): Self.roubles(amount)
      case .percent(let percent): "\(percent)%"
      }
    return PromoCodeListing(
      benefit: benefit, code: rule.code, coverage: coverage, state: PromoCodeListing.State(of: rule, today: today),
      minimumTotal: rule.minimumTotal.map(Self.roubles), oncePerUser: rule.oncePerUser,
      redemptions: try PromoCodeStore.redemptionCount(of: rule.id, in: connection), validFrom: rule.validFrom,
      validUntil: rule.validUntil)
  }

  /// `300 ₽`, `299.99 ₽`.
  static func roubles(_ amount: Money) -> String {
    (amount.kopecks % 100 == 0 ? "\(amount.kopecks / 100)" : amount.description) + " ₽"
  }
}
