import MeowlsAPI
import MeowlsKit

/// Which page draws which back-office address and which page a form belongs to, behind the gate: every page but
/// the sign-in needs an admin or a manager signed in.
enum AdminPages {
  static func get(_ route: AdminRoute, _ ctx: AdminContext) async -> AdminOutcome {
    if let detour = gate(route, ctx) { return .redirect(detour) }
    switch route {
    case .asset, .logout: return .redirect(.home)
    case .audit(let action, let actor, let subject, let page):
      return await AdminAuditPage.get(ctx, action: action, actor: actor, subject: subject, page: page)
    case .banner(let id): return await AdminBannerPage.get(ctx, id: id, parent: nil)
    case .bannerPicture(let id): return .redirect(.banner(id))
    case .categories: return await AdminCategoriesPage.get(ctx)
    case .cities: return await AdminCitiesPage.get(ctx)
    case .city(let id): return await AdminCityPage.get(ctx, id: id)
    case .home: return .redirect(ctx.signedIn ? .productList : .login)
    case .importFile: return .redirect(.imports)
    case .imports: return AdminImportPage.get(ctx)
    case .login: return ctx.signedIn ? .redirect(.productList) : AdminLoginPage.get(ctx)
    case .mainPage: return await AdminMainPagePage.get(ctx)
    case .newBanner(let parent): return await AdminBannerPage.get(ctx, id: nil, parent: parent)
    case .newProduct: return await AdminProductPage.get(ctx, id: nil)
    case .newPromoCode: return await AdminPromoCodePage.get(ctx, code: nil)
    case .newCity: return await AdminCityPage.get(ctx, id: nil)
    case .newSale: return await AdminSalePage.get(ctx, id: nil)
    case .newShop: return await AdminShopPage.get(ctx, id: nil)
    case .newStaffMember: return await AdminStaffMemberPage.get(ctx, id: nil)
    case .order(let id): return await AdminOrderPage.get(ctx, id: id)
    case .orders(let search, let page): return await AdminOrdersPage.get(ctx, search: search, page: page)
    case .pictures(let id): return .redirect(.product(id))
    case .product(let id): return await AdminProductPage.get(ctx, id: id)
    case .products(let query, let archived, let category, let page):
      return await AdminProductsPage.get(ctx, query: query, archived: archived, category: category, page: page)
    case .promoCode(let code): return await AdminPromoCodePage.get(ctx, code: code)
    case .promoCodes(let search, let page): return await AdminPromoCodesPage.get(ctx, search: search, page: page)
    case .sale(let id): return await AdminSalePage.get(ctx, id: id)
    case .shop(let id): return await AdminShopPage.get(ctx, id: id)
    case .shops: return await AdminShopsPage.get(ctx)
    case .staff(let search, let page): return await AdminStaffPage.get(ctx, search: search, page: page)
    case .staffMember(let id): return await AdminStaffMemberPage.get(ctx, id: id)
    case .stock(let id): return await AdminStockPage.get(ctx, id: id)
    }
  }

  static func post(_ route: AdminRoute, _ form: AdminSubmitted, _ ctx: AdminContext) async -> AdminPost {
    if let detour = gate(route, ctx) { return .go(detour) }
    switch route {
    case .asset, .audit, .home, .orders, .products, .staff: return .go(route)
    case .banner(let id), .bannerPicture(let id):
      return await AdminBannerPage.post(ctx, id: id, parent: nil, form: form)
    case .categories: return await AdminCategoriesPage.post(ctx, form: form)
    case .cities: return await AdminCitiesPage.post(ctx, form: form)
    case .city(let id): return await AdminCityPage.post(ctx, id: id, form: form)
    case .importFile, .imports: return await AdminImportPage.post(ctx, form: form)
    case .login: return await AdminLoginPage.post(ctx, form: form)
    case .logout: return await AdminLoginPage.logOut(ctx)
    case .mainPage: return await AdminMainPagePage.post(ctx, form: form)
    case .newBanner(let parent): return await AdminBannerPage.post(ctx, id: nil, parent: parent, form: form)
    case .newProduct: return await AdminProductPage.post(ctx, id: nil, form: form)
    case .newPromoCode: return await AdminPromoCodePage.post(ctx, code: nil, form: form)
    case .newCity: return await AdminCityPage.post(ctx, id: nil, form: form)
    case .newSale: return await AdminSalePage.post(ctx, id: nil, form: form)
    case .newShop: return await AdminShopPage.post(ctx, id: nil, form: form)
    case .newStaffMember: return await AdminStaffMemberPage.post(ctx, id: nil, form: form)
    case .order(let id): return await AdminOrderPage.post(ctx, id: id, form: form)
    case .pictures(let id), .product(let id): return await AdminProductPage.post(ctx, id: id, form: form)
    case .promoCode(let code): return await AdminPromoCodePage.post(ctx, code: code, form: form)
    case .promoCodes: return await AdminPromoCodesPage.post(ctx, form: form)
    case .sale(let id): return await AdminSalePage.post(ctx, id: id, form: form)
    case .shop(let id): return await AdminShopPage.post(ctx, id: id, form: form)
    case .shops: return await AdminShopsPage.post(ctx, form: form)
    case .staffMember(let id): return await AdminStaffMemberPage.post(ctx, id: id, form: form)
    case .stock(let id): return await AdminStockPage.post(ctx, id: id, form: form)
    }
  }

  /// The sign-in for a session with nobody (or nobody the back office admits) signed in.
  private static func gate(_ route: AdminRoute, _ ctx: AdminContext) -> AdminRoute? {
    switch route {
    case .asset, .home, .login: nil
    default: ctx.signedIn ? nil : .login
    }
  }

  /// A page the API refused (`forbidden` for a manager on an admin's page, a product not found …): its message.
  static func refused(_ ctx: AdminContext, _ error: APIError, title: String) -> AdminOutcome {
    if error == .notSignedIn || error == .reauthorizationRequired {
      return .redirect(.login)
    }
    let status = error.status ?? 502
    return .page(
      title: title,
      content: el("section", .class("card")) {
        el("h1") { title }
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
      }, status: status >= 400 && status < 600 ? status : 502)
  }
}
