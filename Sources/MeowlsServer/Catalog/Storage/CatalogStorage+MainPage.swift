import Foundation
import MeowlsAPI

/// A top-level main-page banner as stored, with the ids of the products it shows (filled in from the cache).
struct StoredBanner: Sendable {
  var banner: Banner
  var productIDs: [UUID]
}

extension CatalogStorage {
  /// The top-level banners by `place_index` with their children, redirects, UI settings and categories
  /// (api.md §6). Six queries whatever the number of banners.
  func mainPage(_ connection: any DatabaseConnection) throws -> [StoredBanner] {
    let redirects = try bannerRedirects(connection)
    let settings = try bannerSettings(connection)
    var categories: [UUID: [Category]] = [:]
    try connection.forEachRow(
      """
      SELECT bc.banner_id, c.id, c.code, c.name, c.has_children, c.image_key
      FROM banner_categories bc JOIN categories c ON c.id = bc.category_id
      ORDER BY bc.banner_id, bc.position
      """, []
    ) { row in categories[try Self.uuid(row, 0), default: []].append(try category(row, from: 1)) }
    var products: [UUID: [UUID]] = [:]
    try connection.forEachRow("SELECT banner_id, product_id FROM banner_products ORDER BY banner_id, position", []) {
      products[try Self.uuid($0, 0), default: []].append(try Self.uuid($0, 1))
    }
    var topLevel: [StoredBanner] = []
    var children: [UUID: [ChildBanner]] = [:]
    try connection.forEachRow(
      "SELECT id, parent_id, title, place_type, image_key FROM main_banners WHERE hidden = 0 ORDER BY place_index, id",
      []
    ) { row in
      let id = try Self.uuid(row, 0)
      let image = try row.optionalString(4).map(images.originalOnly(forKey:))
      if let parent = try row.optionalString(1).flatMap(UUID.init(uuidString:)) {
        children[parent, default: []].append(
          ChildBanner(id: Banner.ID(id), image: image, redirect: redirects[id], title: try row.optionalString(2)))
        return
      }
      let banner = Banner(
        categories: categories[id], id: Banner.ID(id), image: image,
        placeType: try row.optionalString(3).flatMap(PlaceType.init(rawValue:)),
        redirect: redirects[id].map { ReducedRedirect(objectType: $0.objectType, type: $0.type, url: $0.url) },
        title: try row.optionalString(2), uiSettings: settings[id])
      topLevel.append(StoredBanner(banner: banner, productIDs: products[id] ?? []))
    }
    for index in topLevel.indices {
      topLevel[index].banner.banners = children[topLevel[index].banner.id.rawValue]
    }
    return topLevel
  }

  /// Full redirects by banner: a sale object (`object_id`) or a product collection (`products_set`).
  private func bannerRedirects(_ connection: any DatabaseConnection) throws -> [UUID: Redirect] {
    var redirects: [UUID: Redirect] = [:]
    try connection.forEachRow(
      """
      SELECT r.banner_id, r.type, r.object_type, r.url, r.sale_id, r.set_name, r.set_query,
        c.id, c.code, c.name, c.has_children
      FROM banner_redirects r LEFT JOIN categories c ON c.id = r.set_category_id
      """, []
    ) { row in
      guard let type = RedirectType(rawValue: try row.string(1)) else { return }
      let category: Category? =
        if case .text = row[7] {
          Category(
            code: try row.string(8), hasChildren: try row.bool(10), id: Category.ID(try Self.uuid(row, 7)),
            name: try row.string(9))
        } else { nil }
      let productsSet = try row.optionalString(5).map {
        ProductsSet(category: category, name: $0, query: try row.optionalString(6))
      }
      redirects[try Self.uuid(row, 0)] = Redirect(
        objectID: try row.optionalString(4).flatMap(UUID.init(uuidString:)),
        objectType: ObjectType(rawValue: try row.string(2)), productsSet: productsSet, type: type,
        url: try row.optionalString(3))
    }
    return redirects
  }

  /// `ui_settings` by banner; `spasings`, `corner_radiuses` and `metrics` omitted when not set.
  private func bannerSettings(_ connection: any DatabaseConnection) throws -> [UUID: UISettings] {
    var metrics: [UUID: [BannerMetric]] = [:]
    try connection.forEachRow("SELECT banner_id, width FROM banner_metrics ORDER BY banner_id, position", []) {
      metrics[try Self.uuid($0, 0), default: []].append(BannerMetric(width: try $0.double(1)))
    }
    var settings: [UUID: UISettings] = [:]
    try connection.forEachRow(
      """
      SELECT banner_id, background_color, auto_sliding_timeout, spacing_top, spacing_bottom,
        radius_top_left, radius_top_right, radius_bottom_left, radius_bottom_right
      FROM banner_ui_settings
      """, []
    ) { row in
      let id = try Self.uuid(row, 0)
      let spacings = try row.optionalInt(3).map { Spacings(bottom: try row.int(4), top: $0) }
      let radii = try row.optionalInt(5).map {
        CornerRadiuses(bottomLeft: try row.int(7), bottomRight: try row.int(8), topLeft: $0, topRight: try row.int(6))
      }
      settings[id] = UISettings(
        autoSlidingTimeout: try row.optionalInt(2), backgroundColor: try row.optionalString(1),
        cornerRadiuses: radii, metrics: metrics[id], spacings: spacings)
    }
    return settings
  }
}
