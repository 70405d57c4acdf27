import Foundation

extension APIRoute {
  /// One route of every case, with made-up bodies, for the OpenAPI document to describe each case once.
  ///
  /// NB: `OpenAPIDocumentTests` checks that the names of these routes are every name `APIRoute.name` has (so a new
  /// case fails there until it is listed here) and that each one matches back to itself.
  static func examples() throws -> [APIRoute] {
    try storeExamples() + adminExamples() + posExamples()
  }

  /// A body made up by `SchemaWalker` (required fields only, empty strings, zeros, first cases).
  static func body<T: Decodable>(_ type: T.Type = T.self) throws -> T { try SchemaWalker.example(type) }

  /// The nil UUID as an id.
  static func zeroID<Owner>() -> Identifier<Owner> { Identifier(rawValue: UUID(uuid: UUID.zero)) }

  private static func storeExamples() throws -> [APIRoute] {
    [
      .accounts(.address), .accounts(.create(try body())), .accounts(.current), .accounts(.delete),
      .accounts(.edit(try body())), .accounts(.login), .accounts(.logout), .accounts(.refreshToken),
      .cart(.calculate(try body())), .cart(.current), .cart(.merge(try body())), .cart(.update(try body())),
      .catalog(.categories(CategoriesQuery())), .catalog(.filters(FiltersQuery(categoryID: zeroID()))),
      .catalog(.mainPage), .catalog(.product(.valid(zeroID()))),
      .catalog(.products(ProductsQuery(listing: .category(zeroID(), filters: ["brand": ["x"]])))),
      .catalog(.sale(.valid(zeroID()))), .catalog(.sales(SalesQuery())),
      .checkout(.availableDates), .checkout(.availableDeliveries), .checkout(.availablePayments),
      .checkout(.calculate(try body())), .checkout(.pickupPoints), .checkout(.purchase(try body())),
      .favorites(.count), .favorites(.list(PageRequest())), .favorites(.star([zeroID()])),
      .favorites(.unstar([zeroID()])),
      .geography(.cities(CitiesQuery(location: Location(latitude: 0, longitude: 0)))),
      .orders(.cancel(.valid(1))), .orders(.detail(.valid(1))), .orders(.list(PageRequest())),
      .orders(.repeat(.valid(1))),
      .search(.popular), .search(.popularSearches), .search(.suggestions(query: "x")),
      .suggestions(.flats(HouseSuggestionsQuery(query: "x", streetID: "x"))),
      .suggestions(.fullAddress(try body())), .suggestions(.houses(HouseSuggestionsQuery(query: "x"))),
      .suggestions(.names(query: "x")), .suggestions(.patronymics(query: "x")),
      .suggestions(.streets(StreetSuggestionsQuery(cityID: "x", query: "x"))), .suggestions(.surnames(query: "x")),
      .system(.health), .system(.healthCheck), .system(.openAPI), .system(.root),
    ]
  }

  private static func adminExamples() throws -> [APIRoute] {
    let product = PathParameter<Product.ID>.valid(zeroID())
    let category = PathParameter<Category.ID>.valid(zeroID())
    let banner = PathParameter<Banner.ID>.valid(zeroID())
    let sale = PathParameter<Sale.ID>.valid(zeroID())
    let shop = PathParameter<Shop.ID>.valid(zeroID())
    let city = PathParameter<City.ID>.valid(zeroID())
    let staff = PathParameter<User.ID>.valid(zeroID())
    let order = PathParameter<Order.ID>.valid(zeroID())
    let routes: [Admin] = [
      .archiveCategory(category), .archiveProduct(product), .audit(AuditQuery()), .categories,
      .correctStock(try body()), .deletePicture(product, "x"), .createCategory(try body()),
      .createProduct(try body()), .editProduct(product, try body()), .importPrices(ImportUpload(file: Data("x".utf8))),
      .importYML(ImportUpload(file: Data("x".utf8))), .moveCategory(category, try body()), .product(product),
      .products(AdminProductQuery()), .productPictures(product), .productStock(product), .receiveStock(try body()),
      .reorderPictures(product, try body()), .renameCategory(category, try body()), .unarchiveCategory(category),
      .unarchiveProduct(product), .uploadPicture(product, PictureUpload(bytes: Data("x".utf8))),
      .mainPage(.banners), .mainPage(.createBanner(try body())), .mainPage(.createSale(try body())),
      .mainPage(.deleteBanner(banner)), .mainPage(.deleteSale(sale)), .mainPage(.editBanner(banner, try body())),
      .mainPage(.editSale(sale, try body())), .mainPage(.hideBanner(banner)), .mainPage(.orderBanners(try body())),
      .mainPage(.orderSales(try body())), .mainPage(.saleProducts(sale, try body())), .mainPage(.sales),
      .mainPage(.showBanner(banner)), .mainPage(.uploadBannerPicture(banner, PictureUpload(bytes: Data("x".utf8)))),
      .orders(.changeStatus(order, try body())), .orders(.detail(order)), .orders(.list(AdminOrderQuery())),
      .orders(.refund(order, try body())),
      .places(.addRegister(shop, try body())), .places(.cities), .places(.closeShop(shop)),
      .places(.createCity(try body())), .places(.createShop(try body())), .places(.editCity(city, try body())),
      .places(.editShop(shop, try body())), .places(.hideCity(city)), .places(.registers(shop)),
      .places(.reopenShop(shop)), .places(.retireRegister(shop, .valid(zeroID()))), .places(.shop(shop)),
      .places(.shops), .places(.showCity(city)),
      .promoCodes(.create(try body())), .promoCodes(.disable("x")), .promoCodes(.edit("x", try body())),
      .promoCodes(.enable("x")), .promoCodes(.list),
      .staff(.add(try body())), .staff(.change(staff, try body())), .staff(.disable(staff)), .staff(.enable(staff)),
      .staff(.list),
    ]
    return routes.map(APIRoute.admin)
  }

  private static func posExamples() throws -> [APIRoute] {
    let order = PathParameter<OrderNumber>.valid(1)
    let receipt = PathParameter<ReceiptNumber>.valid(1)
    let shift = PathParameter<Shift.ID>.valid(zeroID())
    let register = PathParameter<Register.ID>.valid(zeroID())
    let movement = PathParameter<CashMovement.ID>.valid(1)
    let staff = PathParameter<User.ID>.valid(zeroID())
    let routes: [POS] = [
      .couriers(.assign(try body())), .couriers(.list(DeliveriesQuery())),
      .couriers(.markDelivered(order, try body())), .couriers(.markFailed(order, try body())),
      .pickup(.handOver(order, try body())), .pickup(.list(PickupQuery())), .pickup(.markReady(order)),
      .reports(.daily(DailyReportQuery())), .reports(.dailyCSV(DailyReportQuery())),
      .returns(.create(try body())), .returns(.receipt(receipt)), .returns(.receiptHTML(receipt)),
      .returns(.returns(ReceiptsQuery())),
      .sales(.catalogue(RegisterCatalogueQuery())), .sales(.quote(try body())), .sales(.receipt(receipt)),
      .sales(.receiptHTML(receipt)), .sales(.receipts(ReceiptsQuery())), .sales(.sell(try body())),
      .shifts(.cashIn(shift, try body())), .shifts(.cashOut(shift, try body())), .shifts(.close(shift, try body())),
      .shifts(.current(register)), .shifts(.movement(movement)), .shifts(.movementSlip(movement)),
      .shifts(.movements(shift)), .shifts(.open(try body())), .shifts(.report(shift)),
      .shifts(.history(register, PageRequest())), .shifts(.reportHTML(shift)),
      .staff(.current), .staff(.disable(staff)), .staff(.enable(staff)), .staff(.login), .staff(.logout),
      .staff(.members), .staff(.registers), .staff(.unlockRegister(register, try body())),
      .staff(.update(staff, try body())),
      .stock(.correct(try body())), .stock(.lookup(StockQuery())), .stock(.receive(try body())),
    ]
    return routes.map(APIRoute.pos)
  }
}
