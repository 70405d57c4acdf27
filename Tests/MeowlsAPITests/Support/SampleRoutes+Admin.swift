import Foundation

@testable import MeowlsAPI

extension Samples {
  /// A product draft with every optional field: a piece good and a loose good.
  static let productDraft = ProductDraft(
    categoryIDs: [id(0x40)], name: "Сухой корм Acana для кошек", quickBuy: true,
    variants: [
      AdminVariant(
        article: "70001", availability: .available, barcode: "4600000700014", name: "400 г",
        oldPrice: Money(rubles: 1500), packSize: 1, price: Money(kopecks: 129_950),
        properties: [AdminPropertyValue(code: "brand", value: "Acana")], unit: .piece),
      AdminVariant(
        article: "70002", id: id(0x41), name: "1 кг", plu: 10_700, price: Money(rubles: 549),
        pricePerKilogram: Money(rubles: 549), unit: .weight),
    ], vatRate: "10%")

  /// The product the draft makes.
  static let adminProduct = AdminProduct(
    archived: false, categoryIDs: [id(0x40)], code: "acana", id: id(0x42), name: "Сухой корм Acana для кошек",
    quickBuy: true,
    variants: productDraft.variants.enumerated().map { index, variant in
      var stored = variant
      stored.id = id(0x41 + UInt8(index) * 4)
      stored.packSize = variant.unit == .weight ? 1000 : 1
      stored.properties = variant.properties ?? []
      return stored
    }, vatRate: "10%")

  static let adminCategory = AdminCategory(
    archived: false, code: "korma", id: id(0x40), name: "Корма", parentID: id(0x43), position: 2, productCount: 12)

  /// At least one route per case of `APIRoute.Admin`.
  static let adminRoutes: [APIRoute] = [
    .admin(.archiveCategory(.valid(id(0x40)))),
    .admin(.archiveCategory(.invalid("корма"))),
    .admin(.archiveProduct(.valid(id(0x42)))),
    .admin(.audit(AuditQuery())),
    .admin(
      .audit(
        AuditQuery(
          action: "product.edit", actor: "console", page: PageRequest(page: 2, perPage: 50),
          subjectID: (id(0x42) as Product.ID).uuidString))),
    .admin(.categories),
    .admin(.correctStock(StockChangeRequest(article: "70001", note: "пересчёт", quantity: 0))),
    .admin(.createCategory(CategoryDraft(code: "korma", name: "Корма", parentID: id(0x43)))),
    .admin(.createCategory(CategoryDraft(name: "Игрушки"))),
    .admin(.createProduct(productDraft)),
    .admin(.editProduct(.valid(id(0x42)), productDraft)),
    .admin(.importPrices(ImportUpload(file: Data("артикул;цена\n70001;999,50\n".utf8)))),
    .admin(
      .importPrices(ImportUpload(file: Data("article,stock\n70001,4\n".utf8), dryRun: true, locationID: id(0x30)))),
    .admin(.importYML(ImportUpload(file: Data("<yml_catalog/>".utf8)))),
    .admin(.importYML(ImportUpload(file: Data("<yml_catalog/>".utf8), dryRun: true, articleFrom: "vendor_code"))),
    .admin(.moveCategory(.valid(id(0x40)), CategoryMove(parentID: id(0x43), position: 0))),
    .admin(.moveCategory(.valid(id(0x40)), CategoryMove())),
    .admin(.orders(.changeStatus(.valid(id(0x46)), OrderStatusChange(statusCode: .readyForPickup)))),
    .admin(.orders(.detail(.valid(id(0x46))))),
    .admin(.orders(.detail(.invalid("1000001")))),
    .admin(.orders(.list(AdminOrderQuery()))),
    .admin(
      .orders(
        .list(
          AdminOrderQuery(
            from: CalendarDate(string: "2027-01-01"), number: 1_000_001, page: PageRequest(page: 2, perPage: 50),
            phone: "+7 913 913-91-13", shopID: id(0x30), status: .inProgress,
            to: CalendarDate(string: "2027-01-31"))))),
    .admin(.orders(.refund(.valid(id(0x46)), OrderRefundRequest(amount: Money(kopecks: 30_050), reason: "брак")))),
    .admin(.orders(.refund(.valid(id(0x46)), OrderRefundRequest(reason: "отмена")))),
    .admin(.product(.valid(id(0x42)))),
    .admin(.product(.invalid("acana"))),
    .admin(.productStock(.valid(id(0x42)))),
    .admin(
      .receiveStock(StockChangeRequest(locationID: id(0x30), note: "накладная 17", quantity: 12, variantID: id(0x41)))),
    .admin(.renameCategory(.valid(id(0x40)), CategoryRename(name: "Корма для кошек"))),
    .admin(.unarchiveCategory(.valid(id(0x40)))),
    .admin(.unarchiveProduct(.valid(id(0x42)))),
    .admin(.uploadPicture(.valid(id(0x42)), PictureUpload(bytes: Data([0xFF, 0xD8, 0xFF, 0xE0])))),
    .admin(.productPictures(.valid(id(0x42)))),
    .admin(.products(AdminProductQuery())),
    .admin(
      .products(
        AdminProductQuery(
          archived: .only, categoryID: id(0x40), page: PageRequest(page: 2, perPage: 50), query: "acana"))),
    .admin(.reorderPictures(.valid(id(0x42)), PictureOrder(pictureIDs: ["picture-ab12", "product-acana"]))),
    .admin(.deletePicture(.valid(id(0x42)), "picture-ab12")),
    .admin(.staff(.list)),
    .admin(.staff(.add(staffDraft))),
    .admin(.staff(.add(StaffDraft(password: "Meowls2024", phone: "79130000001", role: .cashier)))),
    .admin(.staff(.change(.valid(id(0x45)), StaffChangeRequest(password: "NewSecret123", role: .manager)))),
    .admin(.staff(.change(.valid(id(0x45)), StaffChangeRequest(pin: "4321", shopID: id(0x30))))),
    .admin(.staff(.disable(.valid(id(0x45))))),
    .admin(.staff(.enable(.valid(id(0x45))))),
  ]

  /// A staff draft with every optional field.
  static let staffDraft = StaffDraft(
    name: "Анна", password: "Meowls2024", phone: "+7 913 000-00-01", pin: "2468", role: .manager, shopID: id(0x30))
}

/// The response model of each back-office route.
func reencodeAdminResponse(of route: APIRoute.Admin, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .archiveCategory, .createCategory, .moveCategory, .renameCategory, .unarchiveCategory:
    return try roundTrip(AdminCategory.self)
  case .archiveProduct, .createProduct, .deletePicture, .editProduct, .product, .reorderPictures, .unarchiveProduct,
    .uploadPicture:
    return try roundTrip(AdminProduct.self)
  case .audit: return try roundTrip(Page<AuditEntry>.self)
  case .categories: return try roundTrip([AdminCategory].self)
  case .correctStock, .receiveStock: return try roundTrip(StockChange.self)
  case .productPictures: return try roundTrip([AdminPicture].self)
  case .products: return try roundTrip(Page<AdminProductSummary>.self)
  case .importPrices, .importYML: return try roundTrip(ImportReport.self)
  case .productStock: return try roundTrip(AdminProductStock.self)
  case .orders(.changeStatus), .orders(.detail): return try roundTrip(AdminOrderDetail.self)
  case .orders(.list): return try roundTrip(Page<AdminOrder>.self)
  case .orders(.refund): return try roundTrip(AdminOrderRefund.self)
  case .mainPage, .promoCodes: return try reencodeAdminMainPageResponse(of: route, body)
  case .places(let route): return try reencodeAdminPlacesResponse(of: route, body)
  case .staff(.list): return try roundTrip([StaffMember].self)
  case .staff: return try roundTrip(StaffMember.self)
  }
}

extension PinnedSample {
  /// The back office's wire values and their fixtures (`Fixtures/Admin/`).
  static let adminSamples: [PinnedSample] = [
    PinnedSample(Samples.productDraft, "Admin/ProductDraft.json"),
    PinnedSample(Samples.adminProduct, "Admin/AdminProduct.json"),
    PinnedSample([Samples.adminCategory], "Admin/AdminCategoryList.json"),
    PinnedSample(CategoryDraft(code: "korma", name: "Корма", parentID: id(0x43)), "Admin/CategoryDraft.json"),
    PinnedSample(CategoryMove(parentID: id(0x43), position: 0), "Admin/CategoryMove.json"),
    PinnedSample(CategoryRename(name: "Корма для кошек"), "Admin/CategoryRename.json"),
    PinnedSample(Samples.staffDraft, "Admin/StaffDraft.json"),
    PinnedSample(
      AdminProductStock(
        productID: id(0x42),
        variants: [
          AdminProductStock.Variant(
            article: "70001",
            levels: [
              StockLevel(cityID: id(0x44), kind: .warehouse, locationID: id(0x30), name: "Склад", quantity: 40)
            ], variantID: id(0x41))
        ]), "Admin/AdminProductStock.json"),
    PinnedSample(
      Page(
        paginationInfo: PaginationInfo(page: 1, perPage: 20, totalCount: 1),
        results: [
          AuditEntry(
            action: "product.edit", actor: "staff:\((id(0x45) as User.ID).uuidString)",
            after: .object(["name": .string("Acana"), "price": .number(549.5), "archived": .bool(false)]),
            before: .object(["name": .string("Akana"), "tags": .array([.null])]), id: 17, recordedAt: Samples.expiry,
            subjectID: (id(0x42) as Product.ID).uuidString, subjectType: "product")
        ]), "Admin/AuditPage.json"),
  ]
}
