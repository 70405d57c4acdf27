import Foundation
import MeowlsAPI

/// The main page's banners as the back office reads and writes them (`main_banners` and its tables, 102 and 760).
enum BannerAdminStore {
  /// Every banner, top-level ones in order each with its children in order, hidden ones too.
  static func all(_ connection: any DatabaseConnection) throws -> [AdminBanner] {
    var redirects: [UUID: AdminBannerRedirect] = [:]
    try connection.forEachRow(
      "SELECT banner_id, type, url, sale_id, set_name, set_category_id, set_query FROM banner_redirects", []
    ) { row in
      guard let id = UUID(storedText: try row.string(0)), let type = RedirectType(rawValue: try row.string(1)) else {
        return
      }
      let category: UUID? = try row.optionalString(5).flatMap { UUID(storedText: $0) }
      let sale: UUID? = try row.optionalString(3).flatMap { UUID(storedText: $0) }
      redirects[id] = AdminBannerRedirect(
        categoryID: category.map { Category.ID($0) }, name: try row.optionalString(4), query: try row.optionalString(6),
        saleID: sale.map { Sale.ID($0) }, type: type, url: try row.optionalString(2))
    }
    let categories = try lists(
      "SELECT banner_id, category_id FROM banner_categories ORDER BY banner_id, position", connection)
    let products = try lists(
      "SELECT banner_id, product_id FROM banner_products ORDER BY banner_id, position", connection)
    var topLevel: [AdminBanner] = []
    var children: [UUID: [AdminBanner]] = [:]
    try connection.forEachRow(
      "SELECT id, parent_id, title, place_type, image_key, hidden FROM main_banners ORDER BY place_index, id", []
    ) { row in
      guard let id = UUID(storedText: try row.string(0)) else { return }
      let parent: UUID? = try row.optionalString(1).flatMap { UUID(storedText: $0) }
      let siblings = parent.map { children[$0]?.count ?? 0 } ?? topLevel.count
      let placeType: PlaceType? = try row.optionalString(3).flatMap { PlaceType(rawValue: $0) }
      let banner = AdminBanner(
        categoryIDs: (categories[id] ?? []).map { Category.ID($0) }, hidden: try row.bool(5), id: Banner.ID(id),
        imageKey: try row.optionalString(4), parentID: parent.map { Banner.ID($0) }, placeType: placeType,
        position: siblings, productIDs: (products[id] ?? []).map { Product.ID($0) }, redirect: redirects[id],
        title: try row.optionalString(2))
      if let parent { children[parent, default: []].append(banner) } else { topLevel.append(banner) }
    }
    return topLevel.map { banner in
      var banner = banner
      banner.children = children[banner.id.rawValue] ?? []
      return banner
    }
  }

  /// The banner with this id (a top-level one with its children); nil when unknown.
  static func banner(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminBanner? {
    for banner in try all(connection) {
      if banner.id.rawValue == id { return banner }
      if let child = banner.children?.first(where: { $0.id.rawValue == id }) { return child }
    }
    return nil
  }

  /// Writes what a checked draft says the banner leads to and shows, replacing what it had.
  static func writeContents(_ banner: UUID, _ draft: BannerDraft, _ connection: any DatabaseConnection) throws {
    for table in ["banner_redirects", "banner_categories", "banner_products"] {
      try connection.execute("DELETE FROM \(table) WHERE banner_id = $1", [banner.sqlValue])
    }
    if let redirect = draft.redirect {
      // NB: `object_type` is mandatory in the schema; collections carry `Sale` too (`api.md` §6).
      try connection.execute(
        """
        INSERT INTO banner_redirects (banner_id, type, object_type, url, sale_id, set_name, set_category_id, set_query)
        VALUES ($1, $2, 'Sale', $3, $4, $5, $6, $7)
        """,
        [
          banner.sqlValue, redirect.type.rawValue.sqlValue, redirect.url.sqlValue,
          redirect.saleID?.rawValue.sqlValue ?? .null, redirect.name.sqlValue,
          redirect.categoryID?.rawValue.sqlValue ?? .null, redirect.query.sqlValue,
        ])
    }
    for (position, category) in (draft.categoryIDs ?? []).enumerated() {
      try connection.execute(
        "INSERT INTO banner_categories (banner_id, category_id, position) VALUES ($1, $2, $3)",
        [banner.sqlValue, category.rawValue.sqlValue, position.sqlValue])
    }
    for (position, product) in (draft.productIDs ?? []).enumerated() {
      try connection.execute(
        "INSERT INTO banner_products (banner_id, product_id, position) VALUES ($1, $2, $3)",
        [banner.sqlValue, product.rawValue.sqlValue, position.sqlValue])
    }
  }

  /// `place_index` of `banners` as their order, 0 first.
  static func reorder(_ banners: [UUID], _ connection: any DatabaseConnection) throws {
    for (index, banner) in banners.enumerated() {
      try connection.execute(
        "UPDATE main_banners SET place_index = $2 WHERE id = $1", [banner.sqlValue, index.sqlValue])
    }
  }

  /// Ids by banner, in the query's order.
  private static func lists(_ sql: String, _ connection: any DatabaseConnection) throws -> [UUID: [UUID]] {
    var lists: [UUID: [UUID]] = [:]
    try connection.forEachRow(sql, []) { row in
      guard let banner = UUID(storedText: try row.string(0)), let item = UUID(storedText: try row.string(1)) else {
        return
      }
      lists[banner, default: []].append(item)
    }
    return lists
  }
}
