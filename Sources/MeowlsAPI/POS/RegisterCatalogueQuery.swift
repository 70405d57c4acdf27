/// The query of `GET /pos/catalogue`: `since`, `after`, `limit`, `shop_id`, each optional and each checked (a
/// malformed or out-of-range value answers 400 naming the parameter and its form).
public struct RegisterCatalogueQuery: Hashable, Sendable {
  /// The largest page (`limit`): about 200 bytes a variant, so at most about 1 MB a page.
  public static let maximumLimit = 5_000
  /// The page size without `limit`.
  public static let defaultLimit = 1_000

  /// Continue after this variant id (the `next_after` of the page before).
  public var after: ProductVariant.ID?
  /// Variants per page, 1…5,000; nil for 1,000.
  public var limit: Int?
  /// The shop; nil for the caller's own (an admin of no shop must name one).
  public var shopID: Shop.ID?
  /// The revision the register holds (0…2⁶²); nil for the whole catalogue.
  public var since: Int?

  /// A query.
  public init(after: ProductVariant.ID? = nil, limit: Int? = nil, shopID: Shop.ID? = nil, since: Int? = nil) {
    self.after = after
    self.limit = limit
    self.shopID = shopID
    self.since = since
  }

  /// The page size to serve.
  public var effectiveLimit: Int { limit ?? Self.defaultLimit }
}

extension RegisterCatalogueQuery {
  /// The largest revision accepted: far above any real count, and small enough that `revision + 1` never traps.
  static let maximumRevision = 1 << 62

  /// Reads the query; each malformed or out-of-range value answers 400 naming the parameter and the form it expects.
  init(_ input: RouteInput) throws(RouteMatchError) {
    self.init(
      after: try input.parsed("after", "a variant id (a UUID)") { ProductVariant.ID(uuidString: $0) },
      limit: try input.parsed("limit", "a whole number from 1 to \(Self.maximumLimit)") { text in
        Int(text).flatMap { (1...Self.maximumLimit).contains($0) ? $0 : nil }
      },
      shopID: try input.parsed("shop_id", "a shop id (a UUID)") { Shop.ID(uuidString: $0) },
      since: try input.parsed("since", "a catalogue revision (a whole number from 0)") { text in
        Int(text).flatMap { (0...Self.maximumRevision).contains($0) ? $0 : nil }
      })
  }

  var items: [QueryItem] {
    [
      after.map { QueryItem(name: "after", value: $0.uuidString) },
      limit.map { QueryItem(name: "limit", value: String($0)) },
      shopID.map { QueryItem(name: "shop_id", value: $0.uuidString) },
      since.map { QueryItem(name: "since", value: String($0)) },
    ].compactMap { $0 }
  }
}
