import Foundation

@testable import MeowlsAPI

extension Samples {
  static let bannerDraft = BannerDraft(
    categoryIDs: [id(0x40)], imageKey: "banner-1", placeType: .productsCollection, productIDs: [id(0x42)],
    redirect: AdminBannerRedirect(categoryID: id(0x40), name: "Корма", query: "корм", type: .productsCollection),
    title: "Уютный дом")
  static let saleDraft = AdminSaleDraft(
    code: "winter", disclaimer: "До конца зимы", endDate: CalendarDate(string: "2027-02-28")!, saleType: .online,
    startDate: CalendarDate(string: "2026-12-01")!, title: "Зимняя распродажа")
  static let promoTerms = PromoCodeTerms(
    minimumTotal: Money(rubles: 1500), oncePerUser: true, percent: 10, validFrom: CalendarDate(string: "2026-12-01"),
    validUntil: CalendarDate(string: "2026-12-31"))

  /// At least one route per case of `APIRoute.Admin.MainPage` and `.PromoCodes`.
  static let adminMainPageRoutes: [APIRoute] = [
    .admin(.mainPage(.banners)),
    .admin(.mainPage(.createBanner(bannerDraft))),
    .admin(
      .mainPage(
        .createBanner(
          BannerDraft(parentID: id(0x50), redirect: AdminBannerRedirect(saleID: id(0x51), type: .object))))),
    .admin(.mainPage(.editBanner(.valid(id(0x50)), bannerDraft))),
    .admin(.mainPage(.deleteBanner(.valid(id(0x50))))),
    .admin(.mainPage(.hideBanner(.valid(id(0x50))))),
    .admin(.mainPage(.showBanner(.valid(id(0x50))))),
    .admin(.mainPage(.uploadBannerPicture(.valid(id(0x50)), PictureUpload(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0]))))),
    .admin(.mainPage(.orderBanners(BannerOrder(bannerIDs: [id(0x50), id(0x52)])))),
    .admin(.mainPage(.sales)),
    .admin(.mainPage(.createSale(saleDraft))),
    .admin(.mainPage(.editSale(.valid(id(0x51)), saleDraft))),
    .admin(.mainPage(.deleteSale(.valid(id(0x51))))),
    .admin(.mainPage(.orderSales(AdminSaleOrder(saleIDs: [id(0x51), id(0x53)])))),
    .admin(.mainPage(.saleProducts(.valid(id(0x51)), ProductSelection(productIDs: [id(0x42)])))),
    .admin(.promoCodes(.list)),
    .admin(.promoCodes(.create(PromoCodeCreation(code: "MEOW10", terms: promoTerms, products: ["acana"])))),
    .admin(.promoCodes(.edit("MEOW10", PromoCodeTerms(amount: Money(rubles: 300))))),
    .admin(.promoCodes(.disable("MEOW10"))),
    .admin(.promoCodes(.enable("MEOW10"))),
  ]
}

/// The response model of each main page and promo code route.
func reencodeAdminMainPageResponse(of route: APIRoute.Admin, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .mainPage(.banners), .mainPage(.deleteBanner), .mainPage(.orderBanners): return try roundTrip([AdminBanner].self)
  case .mainPage(.createBanner), .mainPage(.editBanner), .mainPage(.hideBanner), .mainPage(.showBanner),
    .mainPage(.uploadBannerPicture):
    return try roundTrip(AdminBanner.self)
  case .mainPage(.sales), .mainPage(.deleteSale), .mainPage(.orderSales): return try roundTrip([AdminSale].self)
  case .mainPage(.createSale), .mainPage(.editSale), .mainPage(.saleProducts): return try roundTrip(AdminSale.self)
  case .promoCodes(.list): return try roundTrip([AdminPromoCode].self)
  case .promoCodes: return try roundTrip(AdminPromoCode.self)
  default: return nil
  }
}
