import Foundation

/// A banner's redirect (`main_banners_redirects`); a sale redirect becomes that sale's `redirect_id`.
public struct DemoBannerRedirect: Equatable, Sendable {
  public var id: UUID
  public var objectType: DemoBannerObjectType
  public var productsSet: DemoProductsSet?
  /// The sale this redirect opens, for `type == .object`.
  public var saleID: UUID?
  public var type: DemoBannerRedirectType
  public var url: String?

  public init(
    id: UUID, objectType: DemoBannerObjectType, productsSet: DemoProductsSet?, saleID: UUID?,
    type: DemoBannerRedirectType, url: String?
  ) {
    self.id = id
    self.objectType = objectType
    self.productsSet = productsSet
    self.saleID = saleID
    self.type = type
    self.url = url
  }
}
