import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

extension HostileWorld {
  /// The back office's seeds, sent by an admin: a product and two categories made first (their ids are in the
  /// routes), then every admin route once.
  func adminSeeds() throws -> [Seed] {
    let admin = Self.bearer(try pos.adminToken())
    let environment = AppEnvironment.test(clock: .constant(server.clock.now), random: 71)
    let database = server.application.database
    let categories = CategoryAdmin(database: database, clock: environment.clock, random: environment.random)
    let parent = try categories.create(CategoryDraft(code: "hostile", name: "Аптека"), by: .console)
    let leaf = try categories.create(CategoryDraft(code: "leaf", name: "Витамины", parentID: parent.id), by: .console)
    let treats = Category.ID(try uuid("SELECT id FROM categories WHERE code = 'lakomstva' ORDER BY position LIMIT 1"))
    let variant = AdminVariant(
      article: "H0001", availability: .available, barcode: "4600000900018", name: "400 г",
      oldPrice: Money(rubles: 1200), packSize: 2, price: Money(rubles: 999),
      properties: [AdminPropertyValue(code: "brand", value: "Мурлыка")], unit: .piece)
    let loose = AdminVariant(
      article: "H0002", name: "1 кг", packSize: 1000, plu: 19_001, price: Money(rubles: 549),
      pricePerKilogram: Money(rubles: 549), unit: .weight)
    let products = ProductAdmin(database: database, clock: environment.clock, random: environment.random)
    let product = try products.create(
      ProductDraft(categoryIDs: [treats], name: "Корм Мурлыка", variants: [variant]), by: .console)
    var edit = ProductDraft(
      categoryIDs: [treats], name: "Корм Мурлыка для котят", quickBuy: false, variants: product.variants + [loose],
      vatRate: "10%")
    edit.variants[0].oldPrice = Money(rubles: 1300)
    let create = ProductDraft(
      categoryIDs: [treats], name: "Корм Пушистик", quickBuy: true,
      variants: [
        AdminVariant(
          article: "H0003", availability: .delivery, barcode: "4600000700014", name: "2 кг",
          oldPrice: Money(rubles: 2500), packSize: 1, price: Money(rubles: 1999),
          properties: [AdminPropertyValue(code: "brand", value: "Пушистик")], unit: .piece)
      ], vatRate: "20%")
    let stock = StockChangeRequest(
      article: "H0001", locationID: StockLevel.LocationID(sale.shop), note: "накладная 17", quantity: 12)
    let vips = try Vips()
    let pictures = ProductPictures(database: database, clock: environment.clock, vips: vips)
    for width in [64, 48] {
      _ = try pictures.upload(try vips.testPhoto(width: width, height: 48, format: .png), to: product.id, by: .console)
    }
    let photo = try vips.testPhoto(width: 80, height: 60, format: .jpeg)
    let photoID = ProductPictures.id(of: photo)
    let held = try pictures.list(product.id).map(\.id)
    let routes: [APIRoute.Admin] = [
      .categories,
      .createCategory(CategoryDraft(code: "kapli", name: "Капли", parentID: parent.id)),
      .renameCategory(.valid(leaf.id), CategoryRename(name: "Витамины и добавки")),
      .moveCategory(.valid(leaf.id), CategoryMove(parentID: parent.id, position: 0)),
      .archiveCategory(.valid(leaf.id)),
      .unarchiveCategory(.valid(leaf.id)),
      .createProduct(create),
      .product(.valid(product.id)),
      .products(
        AdminProductQuery(
          archived: .included, categoryID: treats, page: PageRequest(page: 1, perPage: 10), query: "Мурлыка")),
      .editProduct(.valid(product.id), edit),
      .archiveProduct(.valid(product.id)),
      .unarchiveProduct(.valid(product.id)),
      .receiveStock(stock),
      .correctStock(StockChangeRequest(article: "H0001", locationID: stock.locationID, note: "пересчёт", quantity: 4)),
      .productStock(.valid(product.id)),
      .importPrices(ImportUpload(file: Data("артикул;цена;остаток\nH0001;1099,50;5\n".utf8), dryRun: true)),
      .importPrices(ImportUpload(file: Data("article,price\nH0003,1899\n".utf8))),
      .importYML(ImportUpload(file: Self.hostileFeed, dryRun: true)),
      .importYML(ImportUpload(file: Self.hostileFeed, articleFrom: "vendor_code")),
      .audit(
        AuditQuery(
          action: "product.create", actor: "console", page: PageRequest(page: 1, perPage: 10),
          subjectID: product.id.uuidString)),
    ]
    let pictureRoutes: [Seed] = [
      Seed(route: .admin(.productPictures(.valid(product.id))), headers: admin),
      Seed(route: .admin(.uploadPicture(.valid(product.id), PictureUpload(bytes: Data(photo)))), headers: admin),
      Seed(
        route: .admin(.reorderPictures(.valid(product.id), PictureOrder(pictureIDs: [photoID] + held.reversed()))),
        headers: admin),
      Seed(
        route: .admin(.deletePicture(.valid(product.id), photoID)), headers: admin,
        prepare: { _ = try pictures.upload(photo, to: product.id, by: .console) }),
    ]
    return (routes + (try orderSeeds()) + (try mainPageSeeds()) + (try staffSeeds()) + (try placesSeeds())).map {
      Seed(route: .admin($0), headers: admin)
    }
      + pictureRoutes
  }
}

extension HostileWorld {
  /// The main page's and the promo codes' routes: a banner with two children and a sale made first (their ids are
  /// in the routes), the demo shop's codes.
  fileprivate func mainPageSeeds() throws -> [APIRoute.Admin] {
    let environment = AppEnvironment.test(clock: .constant(server.clock.now), random: 73)
    let database = server.application.database
    let banners = BannerAdmin(database: database, clock: environment.clock, random: environment.random)
    let sales = SaleAdmin(database: database, clock: environment.clock, random: environment.random)
    let day = { (text: String) in CalendarDate(string: text) ?? CalendarDate(year: 2027, month: 1, day: 1)! }
    let sale = try sales.create(
      AdminSaleDraft(
        code: "hostile", disclaimer: "Пока есть в наличии", endDate: day("2027-02-28"), saleType: .online,
        startDate: day("2027-01-01"), title: "Зимняя"), by: .console)
    let gone = try sales.create(
      AdminSaleDraft(
        code: "gone", endDate: day("2027-02-28"), saleType: .offline, startDate: day("2027-01-01"),
        title: "Ушла"), by: .console)
    let parent = try banners.create(BannerDraft(placeType: .bannersHorizontal, title: "Акции"), by: .console)
    let redirect = AdminBannerRedirect(saleID: sale.id, type: .object, url: "meowls://sale")
    let children = try (0..<2).map { index in
      try banners.create(BannerDraft(parentID: parent.id, redirect: redirect, title: "Акция \(index)"), by: .console)
    }
    let doomed = try banners.create(BannerDraft(placeType: .singleBanner, title: "Уйдёт"), by: .console)
    let treats = Category.ID(try uuid("SELECT id FROM categories WHERE code = 'lakomstva' ORDER BY position LIMIT 1"))
    let products = try server.rows("SELECT id FROM products WHERE archived = 0 ORDER BY position LIMIT 3")
      .compactMap { Product.ID(uuidString: $0) }
    let collection = BannerDraft(
      categoryIDs: [treats], imageKey: nil, placeType: .productsCollection, productIDs: products,
      redirect: AdminBannerRedirect(categoryID: treats, name: "Лакомства", query: "корм", type: .productsCollection),
      title: "Лакомства недели")
    let photo = try Vips().testPhoto(width: 72, height: 40, format: .webp)
    let terms = PromoCodeTerms(
      minimumTotal: Money(rubles: 1500), oncePerUser: true, percent: 12, validFrom: day("2027-01-01"),
      validUntil: day("2027-12-31"))
    return [
      .mainPage(.banners),
      .mainPage(.createBanner(collection)),
      .mainPage(.editBanner(.valid(parent.id), BannerDraft(placeType: .bannersVertical, redirect: redirect))),
      .mainPage(.hideBanner(.valid(parent.id))),
      .mainPage(.showBanner(.valid(parent.id))),
      .mainPage(.uploadBannerPicture(.valid(parent.id), PictureUpload(bytes: Data(photo)))),
      .mainPage(.orderBanners(BannerOrder(bannerIDs: children.map(\.id).reversed(), parentID: parent.id))),
      .mainPage(.deleteBanner(.valid(doomed.id))),
      .mainPage(.sales),
      // NB: before the sale seeds below add and delete sales, so it names every sale there is.
      .mainPage(.orderSales(AdminSaleOrder(saleIDs: try sales.list().map(\.id).reversed()))),
      .mainPage(
        .createSale(
          AdminSaleDraft(
            code: "spring", disclaimer: "Весной", endDate: day("2027-05-31"), saleType: .online,
            startDate: day("2027-03-01"), title: "Весна"))),
      .mainPage(
        .editSale(
          .valid(sale.id),
          AdminSaleDraft(
            code: "hostile", disclaimer: "До весны", endDate: day("2027-03-31"), saleType: .online,
            startDate: day("2027-01-01"), title: "Зимняя до весны"))),
      .mainPage(.saleProducts(.valid(sale.id), ProductSelection(productIDs: products))),
      .mainPage(.deleteSale(.valid(gone.id))),
      .promoCodes(.list),
      .promoCodes(.create(PromoCodeCreation(code: "HOSTILE12", terms: terms, categories: ["koshki/lakomstva"]))),
      .promoCodes(
        .edit("HOSTILE12", PromoCodeTerms(amount: Money(kopecks: 30_050), minimumTotal: Money(rubles: 2000)))),
      .promoCodes(.disable("HOSTILE12")),
      .promoCodes(.enable("HOSTILE12")),
    ]
  }
}

extension HostileWorld {
  /// The back office's order routes: a fresh pick-up made ready, and the pick-up the POS seeds handed over (paid
  /// in cash) refunded a ruble at a time.
  fileprivate func orderSeeds() throws -> [APIRoute.Admin] {
    try server.setStock(sale.food[1], 50)
    let open = try Self.buy(sale, ["type": "self_pickup", "pickup_point_id": try sale.pos.shopID()])
    let id = { (number: Int) in
      Order.ID(try self.uuid("SELECT id FROM orders WHERE number = \(number)"))
    }
    let paid = try id(pickupOrder)
    return [
      .orders(
        .list(
          AdminOrderQuery(
            from: CalendarDate(string: "2027-01-01"), number: pickupOrder, page: PageRequest(page: 1, perPage: 10),
            phone: "+7 913 913-91-13", shopID: Shop.ID(sale.shop), status: .completed,
            to: CalendarDate(string: "2027-12-31")))),
      .orders(.detail(.valid(paid))),
      .orders(.changeStatus(.valid(try id(open)), OrderStatusChange(statusCode: .readyForPickup))),
      .orders(.refund(.valid(paid), OrderRefundRequest(amount: Money(rubles: 1), reason: "брак"))),
    ]
  }

  /// The staff routes: a new member added, and a member made for them changed, disabled and enabled again (not the
  /// demo staff, whose tokens the other seeds use).
  fileprivate func staffSeeds() throws -> [APIRoute.Admin] {
    let shop = Shop.ID(try uuid("SELECT id FROM stock_locations WHERE kind = 'shop' ORDER BY position LIMIT 1"))
    let environment = AppEnvironment.test(clock: .constant(server.clock.now), random: 72)
    let staff = try StaffAdmin(database: server.application.database, environment: environment)
    let member = try staff.addStaff(role: .cashier, phone: "79130000078", password: "Meowls2024")
    return [
      .staff(.list),
      .staff(
        .add(
          StaffDraft(
            name: "Анна", password: "Meowls2024", phone: "+7 913 000-00-77", pin: "2468", role: .cashier,
            shopID: shop))),
      .staff(.change(.valid(member), StaffChangeRequest(password: "NewSecret123", pin: "4321", shopID: shop))),
      .staff(.disable(.valid(member))),
      .staff(.enable(.valid(member))),
    ]
  }

  /// A small feed of one category and one offer, for the import routes' seeds.
  static let hostileFeed = Data(
    """
    <yml_catalog><shop><categories><category id="1">Импорт</category></categories><offers>
    <offer id="Y1" available="true"><price>10</price><categoryId>1</categoryId><name>Мяч</name>
    <vendorCode>Y-1</vendorCode><count>3</count></offer></offers></shop></yml_catalog>
    """.utf8)
}
