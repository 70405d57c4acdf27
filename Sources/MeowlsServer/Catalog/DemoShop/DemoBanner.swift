import Foundation

/// A main-page banner (`main_banners`): top-level ones have a place type, children a parent.
public struct DemoBanner: Equatable, Sendable {
  /// Categories shown by a `categories` banner (`categories.main_banner_id`).
  public var categoryIDs: [UUID]
  public var id: UUID
  /// The key of the banner image, if it has one.
  public var imageKey: String?
  public var parentID: UUID?
  public var placeIndex: Int
  public var placeType: DemoBannerPlaceType?
  /// Products shown by a `products_collection` banner (`products.main_banner_id`).
  public var productIDs: [UUID]
  public var redirect: DemoBannerRedirect?
  public var title: String?
  public var uiSettings: DemoBannerUISettings?

  public init(
    categoryIDs: [UUID], id: UUID, imageKey: String?, parentID: UUID?, placeIndex: Int,
    placeType: DemoBannerPlaceType?, productIDs: [UUID], redirect: DemoBannerRedirect?, title: String?,
    uiSettings: DemoBannerUISettings?
  ) {
    self.categoryIDs = categoryIDs
    self.id = id
    self.imageKey = imageKey
    self.parentID = parentID
    self.placeIndex = placeIndex
    self.placeType = placeType
    self.productIDs = productIDs
    self.redirect = redirect
    self.title = title
    self.uiSettings = uiSettings
  }
}
