import Foundation
import MeowlsAPI

/// `/api/v1/admin/banners...`, `/admin/sales...` and `/admin/promo_codes...`: parse → `BannerAdmin`, `SaleAdmin`,
/// `PromoCodeAdmin` (the service `meowls promo` uses) → encode. Admins only (`AccessResolver` let them in).
struct MainPageAdminHandler: Sendable {
  let bannerPictures: BannerPictures
  let banners: BannerAdmin
  let promoCodes: PromoCodeAdmin
  let sales: SaleAdmin

  static func live(_ dependencies: HandlerDependencies) -> MainPageAdminHandler {
    let (database, clock, random) =
      (dependencies.database, dependencies.environment.clock, dependencies.environment.random)
    return MainPageAdminHandler(
      bannerPictures: BannerPictures(database: database, clock: clock, random: random, vips: dependencies.vips),
      banners: BannerAdmin(database: database, clock: clock, random: random),
      promoCodes: PromoCodeAdmin(database: database, clock: clock, random: random),
      sales: SaleAdmin(database: database, clock: clock, random: random))
  }

  func respond(to route: APIRoute.Admin.MainPage, by actor: AdminActor) throws -> HTTPResponse {
    switch route {
    case .banners: return try .json(banners.list())
    case .createBanner(let draft): return try .json(banners.create(draft, by: actor))
    case .createSale(let draft): return try .json(sales.create(draft, by: actor))
    case .deleteBanner(let id): return try .json(banners.delete(try Self.id(id), by: actor))
    case .deleteSale(let id): return try .json(sales.delete(try Self.id(id), by: actor))
    case .editBanner(let id, let draft): return try .json(banners.edit(try Self.id(id), draft, by: actor))
    case .editSale(let id, let draft): return try .json(sales.edit(try Self.id(id), draft, by: actor))
    case .hideBanner(let id): return try .json(banners.setHidden(try Self.id(id), true, by: actor))
    case .orderBanners(let order): return try .json(banners.reorder(order, by: actor))
    case .orderSales(let order): return try .json(sales.reorder(order, by: actor))
    case .saleProducts(let id, let selection):
      return try .json(sales.setProducts(try Self.id(id), selection, by: actor))
    case .sales: return try .json(sales.list())
    case .showBanner(let id): return try .json(banners.setHidden(try Self.id(id), false, by: actor))
    case .uploadBannerPicture(let id, let upload):
      return try .json(bannerPictures.upload(Array(upload.bytes), to: try Self.id(id), by: actor))
    }
  }

  func respond(to route: APIRoute.Admin.PromoCodes, by actor: AdminActor) throws -> HTTPResponse {
    switch route {
    case .create(let creation): return try .json(promoCodes.add(try PromoCodeDraft(creation), by: actor).wire)
    case .disable(let code):
      return try .json(promoCodes.listing(code: try promoCodes.disable(code: code, by: actor)).wire)
    case .edit(let code, let terms):
      return try .json(promoCodes.edit(code: code, try PromoCodeDraft.Terms(terms), by: actor).wire)
    case .enable(let code):
      return try .json(promoCodes.listing(code: try promoCodes.enable(code: code, by: actor)).wire)
    case .list: return try .json(promoCodes.list().map(\.wire))
    }
  }

  private static func id(_ parameter: PathParameter<Banner.ID>) throws -> Banner.ID {
    guard let id = parameter.value else { throw MainPageError.bannerNotFound(parameter.pathComponent) }
    return id
  }

  private static func id(_ parameter: PathParameter<Sale.ID>) throws -> Sale.ID {
    guard let id = parameter.value else { throw MainPageError.saleNotFound(parameter.pathComponent) }
    return id
  }
}
