import Foundation

extension APIRoute.Admin {
  /// `/api/v1/admin/banners...` and `/admin/sales...`: the main page's banners (with their children, redirects,
  /// categories and product collections) and the sales. The main page is the chain's, so admins only.
  public enum MainPage: Equatable, Sendable {
    /// `GET /admin/banners` → `[AdminBanner]`: top-level banners in order, hidden too, each with its children.
    case banners
    /// `POST /admin/banners` `BannerDraft` → `AdminBanner`: last among its siblings, shown.
    case createBanner(BannerDraft)
    /// `POST /admin/sales` `AdminSaleDraft` → `AdminSale`: last, without products.
    case createSale(AdminSaleDraft)
    /// `DELETE /admin/banners/{id}` → `[AdminBanner]`: the banner and its children gone.
    case deleteBanner(PathParameter<Banner.ID>)
    /// `DELETE /admin/sales/{id}` → `[AdminSale]`: refused while a banner leads to it; its products stay.
    case deleteSale(PathParameter<Sale.ID>)
    /// `POST /admin/banners/{id}` `BannerDraft` → `AdminBanner`: the whole banner again.
    case editBanner(PathParameter<Banner.ID>, BannerDraft)
    /// `POST /admin/sales/{id}` `AdminSaleDraft` → `AdminSale`: the whole sale again, its products kept.
    case editSale(PathParameter<Sale.ID>, AdminSaleDraft)
    /// `POST /admin/banners/{id}/hide` → `AdminBanner`: off the main page, kept.
    case hideBanner(PathParameter<Banner.ID>)
    /// `POST /admin/banners/order` `BannerOrder` → `[AdminBanner]`: siblings in a new order.
    case orderBanners(BannerOrder)
    /// `POST /admin/sales/order` `AdminSaleOrder` → `[AdminSale]`: every sale in a new order.
    case orderSales(AdminSaleOrder)
    /// `POST /admin/sales/{id}/products` `ProductSelection` → `AdminSale`: exactly these products.
    case saleProducts(PathParameter<Sale.ID>, ProductSelection)
    /// `GET /admin/sales` → `[AdminSale]`: every sale in order, ended ones too.
    case sales
    /// `POST /admin/banners/{id}/show` → `AdminBanner`: back on the main page.
    case showBanner(PathParameter<Banner.ID>)
    /// `POST /admin/banners/{id}/picture` with the JPEG, PNG or WebP file as the body → `AdminBanner`: the banner's
    /// own picture, replacing the one it had (the same formats, limits and codes as a product's pictures).
    case uploadBannerPicture(PathParameter<Banner.ID>, PictureUpload)
  }
}

extension APIRoute.Admin.MainPage {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .banners, .createBanner, .createSale, .deleteBanner, .deleteSale, .editBanner, .editSale, .hideBanner,
      .orderBanners, .orderSales, .saleProducts, .sales, .showBanner, .uploadBannerPicture:
      .staff([.admin])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .banners: .admin(.GET, ["banners"])
    case .createBanner(let body): .admin(post: ["banners"], body: body)
    case .createSale(let body): .admin(post: ["sales"], body: body)
    case .deleteBanner(let id): .admin(.DELETE, ["banners", id.pathComponent])
    case .deleteSale(let id): .admin(.DELETE, ["sales", id.pathComponent])
    case .editBanner(let id, let body): .admin(post: ["banners", id.pathComponent], body: body)
    case .editSale(let id, let body): .admin(post: ["sales", id.pathComponent], body: body)
    case .hideBanner(let id): .admin(.POST, ["banners", id.pathComponent, "hide"])
    case .orderBanners(let body): .admin(post: ["banners", "order"], body: body)
    case .orderSales(let body): .admin(post: ["sales", "order"], body: body)
    case .saleProducts(let id, let body): .admin(post: ["sales", id.pathComponent, "products"], body: body)
    case .sales: .admin(.GET, ["sales"])
    case .showBanner(let id): .admin(.POST, ["banners", id.pathComponent, "show"])
    case .uploadBannerPicture(let id, let upload):
      RouteRequest(
        body: upload.bytes, method: .POST,
        path: PercentEncoding.path(["api", "v1", "admin", "banners", id.pathComponent, "picture"]))
    }
  }

  /// The routes of a path below `/api/v1/admin`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["banners"]: return [.GET: { _ in .banners }, .POST: { input in .createBanner(try input.body()) }]
    case ["banners", "order"]: return [.POST: { input in .orderBanners(try input.body()) }]
    case ["sales"]: return [.GET: { _ in .sales }, .POST: { input in .createSale(try input.body()) }]
    case ["sales", "order"]: return [.POST: { input in .orderSales(try input.body()) }]
    default: break
    }
    guard path.count >= 2 else { return [:] }
    if path[0] == "banners" {
      let id = PathParameter<Banner.ID>(pathComponent: path[1])
      switch path.count {
      case 2: return [.POST: { input in .editBanner(id, try input.body()) }, .DELETE: { _ in .deleteBanner(id) }]
      case 3 where path[2] == "hide": return [.POST: { _ in .hideBanner(id) }]
      case 3 where path[2] == "picture":
        return [.POST: { input in .uploadBannerPicture(id, PictureUpload(bytes: input.body ?? Data())) }]
      case 3 where path[2] == "show": return [.POST: { _ in .showBanner(id) }]
      default: return [:]
      }
    }
    if path[0] == "sales" {
      let id = PathParameter<Sale.ID>(pathComponent: path[1])
      switch path.count {
      case 2: return [.POST: { input in .editSale(id, try input.body()) }, .DELETE: { _ in .deleteSale(id) }]
      case 3 where path[2] == "products": return [.POST: { input in .saleProducts(id, try input.body()) }]
      default: return [:]
      }
    }
    return [:]
  }
}
