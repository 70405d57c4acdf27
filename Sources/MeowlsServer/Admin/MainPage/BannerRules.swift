import Foundation
import MeowlsAPI

/// The checks of a banner draft against the database: the «Уютный дом» rule (a banner leads somewhere that
/// loads) and what a banner shows exists. Refusals name the field as the body spells it.
enum BannerRules {
  /// The draft trimmed and checked, for a banner under `parent` (nil: top level).
  static func checked(
    _ draft: BannerDraft, parent: UUID?, _ connection: any DatabaseConnection
  ) throws -> BannerDraft {
    var draft = draft
    draft.parentID = parent.map { Banner.ID($0) }
    draft.title = try draft.title.flatMap { $0.isEmpty ? nil : try ProductRules.text($0, field: "title", limit: 200) }
    if let parent {
      guard let found = try BannerAdminStore.banner(parent, connection) else {
        throw MainPageError.bannerNotFound(parent.uuidString)
      }
      guard found.parentID == nil else {
        throw AdminError.invalid(field: "parent_id", reason: "A child banner has no banners under it.")
      }
      guard draft.placeType == nil else {
        throw AdminError.invalid(field: "place_type", reason: "A child banner has no place type: its parent's rules.")
      }
    } else if draft.placeType == nil {
      throw AdminError.invalid(field: "place_type", reason: "A top-level banner needs its place type.")
    }
    try requireImage(draft.imageKey, connection)
    try checkCategories(draft.categoryIDs ?? [], connection)
    try checkProducts(draft.productIDs ?? [], connection)
    if let redirect = draft.redirect { draft.redirect = try checked(redirect, connection) }
    return draft
  }

  /// A redirect that leads somewhere: a sale that exists, or a named collection of a category that exists (not
  /// archived) or a search query.
  private static func checked(
    _ redirect: AdminBannerRedirect, _ connection: any DatabaseConnection
  ) throws -> AdminBannerRedirect {
    var redirect = redirect
    if let url = redirect.url {
      redirect.url = try ProductRules.text(url, field: "redirect.url", limit: 500)
    }
    switch redirect.type {
    case .object:
      guard let sale = redirect.saleID else {
        throw AdminError.invalid(field: "redirect.sale_id", reason: "A redirect to an object names its sale.")
      }
      guard try connection.first("SELECT 1 FROM sales WHERE id = $1", [sale.rawValue.sqlValue]) != nil else {
        throw MainPageError.redirectTargetNotFound(field: "redirect.sale_id", id: sale.rawValue.uuidString)
      }
      redirect.name = nil
      redirect.categoryID = nil
      redirect.query = nil
    case .productsCollection:
      redirect.saleID = nil
      redirect.name = try ProductRules.text(redirect.name ?? "", field: "redirect.name", limit: 100)
      redirect.query = try redirect.query.flatMap {
        $0.isEmpty ? nil : try ProductRules.text($0, field: "redirect.query", limit: 200)
      }
      if let category = redirect.categoryID {
        let row = try connection.first(
          "SELECT 1 FROM categories WHERE id = $1 AND archived = 0", [category.rawValue.sqlValue])
        guard row != nil else {
          throw MainPageError.redirectTargetNotFound(field: "redirect.category_id", id: category.rawValue.uuidString)
        }
      } else if redirect.query == nil {
        throw AdminError.invalid(
          field: "redirect.category_id", reason: "A collection names its category, its search query, or both.")
      }
    }
    return redirect
  }

  private static func checkCategories(_ ids: [Category.ID], _ connection: any DatabaseConnection) throws {
    try checkList(ids.map(\.rawValue), field: "category_ids")
    for id in ids {
      guard let row = try connection.first("SELECT archived FROM categories WHERE id = $1", [id.rawValue.sqlValue])
      else { throw AdminError.categoryNotFound(id.rawValue.uuidString) }
      if try row.bool(0) { throw AdminError.categoryArchived(id.rawValue) }
    }
  }

  private static func checkProducts(_ ids: [Product.ID], _ connection: any DatabaseConnection) throws {
    try checkList(ids.map(\.rawValue), field: "product_ids")
    try requireListedProducts(ids, connection)
  }

  /// Products that exist and are not archived (an archived product is in no listing: `productNotFound`).
  static func requireListedProducts(_ ids: [Product.ID], _ connection: any DatabaseConnection) throws {
    for id in ids {
      let row = try connection.first("SELECT 1 FROM products WHERE id = $1 AND archived = 0", [id.rawValue.sqlValue])
      guard row != nil else { throw AdminError.productNotFound(id.rawValue.uuidString) }
    }
  }

  /// A picture key the catalogue's images hold (a banner's or a sale's), when one is given.
  static func requireImage(_ key: String?, _ connection: any DatabaseConnection) throws {
    guard let key else { return }
    guard key.count <= 200, try connection.first("SELECT 1 FROM catalog_images WHERE key = $1", [key.sqlValue]) != nil
    else { throw AdminError.invalid(field: "image_key", reason: "No catalogue picture has this key.") }
  }

  /// At most `BannerAdmin.contentLimit` ids, each once.
  static func checkList(_ ids: [UUID], field: String, limit: Int = BannerAdmin.contentLimit) throws {
    guard ids.count <= limit, Set(ids).count == ids.count else {
      throw AdminError.invalid(field: field, reason: "Up to \(limit) ids, each once.")
    }
  }
}
