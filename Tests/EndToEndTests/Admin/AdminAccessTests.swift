import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Who may call the back office: admins everything; managers read the catalogue and change stock at their shop;
/// cashiers and couriers are forbidden; guests are asked to sign in.
@Suite struct AdminAccessTests {
  static let adminOnly: [APIRoute.Admin] = [
    .archiveCategory(.valid(Category.ID(UUID()))), .archiveProduct(.valid(Product.ID(UUID()))), .audit(AuditQuery()),
    .createCategory(CategoryDraft(name: "Игрушки")), .createProduct(AdminSamples.draft),
    .editProduct(.valid(Product.ID(UUID())), AdminSamples.draft),
    .importYML(ImportUpload(file: Data("<yml_catalog/>".utf8))),
    .moveCategory(.valid(Category.ID(UUID())), CategoryMove()),
    .renameCategory(.valid(Category.ID(UUID())), CategoryRename(name: "Игрушки")),
    .unarchiveCategory(.valid(Category.ID(UUID()))), .unarchiveProduct(.valid(Product.ID(UUID()))),
    .uploadPicture(.valid(Product.ID(UUID())), PictureUpload(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0]))),
    .reorderPictures(.valid(Product.ID(UUID())), PictureOrder(pictureIDs: ["picture-a"])),
    .deletePicture(.valid(Product.ID(UUID())), "picture-a"),
    .mainPage(.banners), .mainPage(.createBanner(BannerDraft(placeType: .singleBanner))),
    .mainPage(.editBanner(.valid(Banner.ID(UUID())), BannerDraft(placeType: .singleBanner))),
    .mainPage(.deleteBanner(.valid(Banner.ID(UUID())))), .mainPage(.hideBanner(.valid(Banner.ID(UUID())))),
    .mainPage(.showBanner(.valid(Banner.ID(UUID())))), .mainPage(.orderBanners(BannerOrder(bannerIDs: []))),
    .mainPage(.uploadBannerPicture(.valid(Banner.ID(UUID())), PictureUpload(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0])))),
    .mainPage(.sales), .mainPage(.createSale(AdminSamples.sale)), .mainPage(.orderSales(AdminSaleOrder(saleIDs: []))),
    .mainPage(.editSale(.valid(Sale.ID(UUID())), AdminSamples.sale)), .mainPage(.deleteSale(.valid(Sale.ID(UUID())))),
    .mainPage(.saleProducts(.valid(Sale.ID(UUID())), ProductSelection(productIDs: []))),
    .promoCodes(.list), .promoCodes(.create(PromoCodeCreation(code: "MEOW", terms: PromoCodeTerms(percent: 5)))),
    .promoCodes(.edit("MEOW10", PromoCodeTerms(percent: 5))), .promoCodes(.disable("MEOW10")),
    .promoCodes(.enable("MEOW10")),
    .staff(.add(StaffDraft(password: "Meowls2024", phone: "79130000001", role: .cashier))),
    .staff(.change(.valid(User.ID(UUID())), StaffChangeRequest(role: .manager))),
    .staff(.disable(.valid(User.ID(UUID())))), .staff(.enable(.valid(User.ID(UUID())))),
    .places(.addRegister(.valid(Shop.ID(UUID())), RegisterDraft())), .places(.closeShop(.valid(Shop.ID(UUID())))),
    .places(.createCity(AdminSamples.city)), .places(.createShop(AdminSamples.shop)),
    .places(.editCity(.valid(City.ID(UUID())), AdminSamples.city)),
    .places(.editShop(.valid(Shop.ID(UUID())), AdminSamples.shop)), .places(.hideCity(.valid(City.ID(UUID())))),
    .places(.reopenShop(.valid(Shop.ID(UUID())))),
    .places(.retireRegister(.valid(Shop.ID(UUID())), .valid(Register.ID(UUID())))),
    .places(.showCity(.valid(City.ID(UUID())))),
  ]
  static let managers: [APIRoute.Admin] = [
    .categories, .correctStock(StockChangeRequest(article: "1", quantity: 1)), .product(.valid(Product.ID(UUID()))),
    .productStock(.valid(Product.ID(UUID()))), .productPictures(.valid(Product.ID(UUID()))),
    .products(AdminProductQuery()),
    .receiveStock(StockChangeRequest(article: "1", quantity: 1)),
    .orders(.list(AdminOrderQuery())), .orders(.detail(.valid(Order.ID(UUID())))),
    .orders(.changeStatus(.valid(Order.ID(UUID())), OrderStatusChange(statusCode: .canceled))),
    .orders(.refund(.valid(Order.ID(UUID())), OrderRefundRequest(reason: "брак"))),
    .importPrices(ImportUpload(file: Data("article;stock\n1;1\n".utf8), dryRun: true)), .staff(.list),
    .places(.cities), .places(.shops), .places(.shop(.valid(Shop.ID(UUID())))),
    .places(.registers(.valid(Shop.ID(UUID())))),
  ]

  /// One shop for the refusals below: a refused request changes nothing, so the ~180 cases need no server each (a
  /// server apiece cost about 99 s of CPU). A route that stopped refusing fails its own case all the same.
  static let refusing: Result<AdminFixture, any Error> = Result {
    let shop = try AdminFixture()
    // NB: a static is never released, so its directory is removed at exit, not by `deinit` (`SeededShop`'s way).
    atexit { (try? AdminAccessTests.refusing.get())?.server.directory.remove() }
    return shop
  }

  @Test(arguments: adminOnly + managers)
  func aGuestIsAskedToSignIn(_ route: APIRoute.Admin) throws {
    let shop = try Self.refusing.get()
    let response = try shop.send(.admin(route), token: nil)
    #expect(response.status == 401 && response.json == ["code": "abortError", "reason": "User not authenticated."])
  }

  @Test(arguments: adminOnly + managers)
  func aCashierIsForbidden(_ route: APIRoute.Admin) throws {
    let shop = try Self.refusing.get()
    #expect(try shop.send(.admin(route), token: shop.pos.cashier).code == "forbidden")
    #expect(try shop.send(.admin(route), token: shop.pos.courier).code == "forbidden")
    #expect(try shop.send(.admin(route), token: shop.pos.customer).code == "forbidden")
  }

  @Test(arguments: adminOnly)
  func aManagerMayNotChangeTheCatalogue(_ route: APIRoute.Admin) throws {
    let shop = try Self.refusing.get()
    let response = try shop.send(.admin(route), token: shop.pos.manager)
    #expect(response.status == 403 && response.code == "forbidden")
  }

  @Test func aManagerReadsTheCatalogue() throws {
    let shop = try AdminFixture()
    let tree: [AdminCategory] = try shop.call(.categories, token: shop.pos.manager)
    #expect(tree == (try shop.call(.categories)))
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    #expect(try shop.call(.product(.valid(product.id)), token: shop.pos.manager) == product)
  }
}

/// Bodies for the routes the access tests send (refused before they are read).
enum AdminSamples {
  static let city = CityDraft(name: "Бердск", region: "Новосибирская область", timeZone: "Asia/Novosibirsk")
  static let shop = ShopDraft(
    address: "ул Ленина, д 1", cityID: City.ID(UUID()), code: "berdsk", latitude: 54.7, longitude: 83.1,
    name: "MEOWLS в Бердске")
  static let draft = ProductDraft(
    categoryIDs: [Category.ID(UUID())], name: "Корм",
    variants: [AdminVariant(article: "1", name: "1", price: Money(rubles: 1))])
  static let sale = AdminSaleDraft(
    code: "zima", endDate: CalendarDate(year: 2027, month: 2, day: 28)!, saleType: .online,
    startDate: CalendarDate(year: 2026, month: 12, day: 1)!, title: "Зима")
}
