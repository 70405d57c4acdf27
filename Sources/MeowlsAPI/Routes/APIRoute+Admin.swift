import Foundation

extension APIRoute {
  /// `/api/v1/admin/...`: the back office (`Docs/admin.md`). The catalogue is the chain's, so only admins change
  /// it; managers read it and receive and count stock at their own shop.
  public enum Admin: Equatable, Sendable {
    /// `POST /admin/categories/{id}/archive` → `AdminCategory`; refused while it holds products or categories.
    case archiveCategory(PathParameter<Category.ID>)
    /// `POST /admin/products/{id}/archive` → `AdminProduct`: hidden from lists and search.
    case archiveProduct(PathParameter<Product.ID>)
    /// `GET /admin/audit?action&actor&subject_id&page&per_page` → `Page<AuditEntry>`, newest first.
    case audit(AuditQuery)
    /// `GET /admin/categories` → `[AdminCategory]`: the whole tree, archived ones too, parents before children.
    case categories
    /// `POST /admin/stock/corrections` `StockChangeRequest` (units counted) → `StockChange`.
    case correctStock(StockChangeRequest)
    /// `DELETE /admin/products/{id}/pictures/{picture_id}` → `AdminProduct`: the picture off the product.
    case deletePicture(PathParameter<Product.ID>, String)
    /// `POST /admin/categories` `CategoryDraft` → `AdminCategory`.
    case createCategory(CategoryDraft)
    /// `POST /admin/products` `ProductDraft` → `AdminProduct`.
    case createProduct(ProductDraft)
    /// `POST /admin/products/{id}` `ProductDraft` → `AdminProduct`: the whole product again.
    case editProduct(PathParameter<Product.ID>, ProductDraft)
    /// `POST /admin/imports/prices?dry_run&location_id` with a CSV price and stock list as the body → `ImportReport`.
    case importPrices(ImportUpload)
    /// `POST /admin/imports/yml?dry_run&location_id&article_from` with a YML feed as the body, or a ZIP holding the
    /// feed and its pictures → `ImportReport`.
    case importYML(ImportUpload)
    /// `POST /admin/categories/{id}/move` `CategoryMove` → `AdminCategory`: another parent, another place, or both.
    case moveCategory(PathParameter<Category.ID>, CategoryMove)
    /// `/admin/banners...` and `/admin/sales...`: the main page (`APIRoute+AdminMainPage.swift`).
    case mainPage(MainPage)
    /// `/admin/orders...`: search, detail, status changes and refunds (`APIRoute+AdminOrders.swift`).
    case orders(Orders)
    /// `/admin/cities...` and `/admin/shops...`: cities, shops, pick-up and registers (`APIRoute+AdminPlaces.swift`).
    case places(Places)
    /// `/admin/promo_codes...`: what `meowls promo` does, plus edit (`APIRoute+AdminPromo.swift`).
    case promoCodes(PromoCodes)
    /// `GET /admin/products/{id}` → `AdminProduct`, archived or not.
    case product(PathParameter<Product.ID>)
    /// `GET /admin/products?query&category_id&archived&page&per_page` → `Page<AdminProductSummary>`, in the
    /// catalogue's order; archived ones only when asked.
    case products(AdminProductQuery)
    /// `GET /admin/products/{id}/pictures` → `[AdminPicture]`, in the shop's order.
    case productPictures(PathParameter<Product.ID>)
    /// `GET /admin/products/{id}/stock` → `AdminProductStock`: every variant at every location.
    case productStock(PathParameter<Product.ID>)
    /// `POST /admin/stock/receipts` `StockChangeRequest` (units received) → `StockChange`.
    case receiveStock(StockChangeRequest)
    /// `POST /admin/products/{id}/pictures/order` `PictureOrder` → `AdminProduct`: every picture, each once.
    case reorderPictures(PathParameter<Product.ID>, PictureOrder)
    /// `POST /admin/categories/{id}/rename` `CategoryRename` → `AdminCategory`.
    case renameCategory(PathParameter<Category.ID>, CategoryRename)
    /// `/admin/staff...`: the POS staff's lifecycle (`APIRoute+AdminStaff.swift`).
    case staff(Staff)
    /// `POST /admin/categories/{id}/unarchive` → `AdminCategory`.
    case unarchiveCategory(PathParameter<Category.ID>)
    /// `POST /admin/products/{id}/unarchive` → `AdminProduct`: back in lists and search.
    case unarchiveProduct(PathParameter<Product.ID>)
    /// `POST /admin/products/{id}/pictures` with the JPEG, PNG or WebP file as the body → `AdminProduct`: the
    /// picture last among the product's.
    case uploadPicture(PathParameter<Product.ID>, PictureUpload)
  }
}

extension APIRoute.Admin {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .archiveCategory, .archiveProduct, .audit, .createCategory, .createProduct, .deletePicture, .editProduct,
      .importYML, .moveCategory, .renameCategory, .reorderPictures, .unarchiveCategory, .unarchiveProduct,
      .uploadPicture:
      .staff([.admin])
    // NB: a manager's price list carries stock at their own shop only; prices are the chain's (refused 403).
    case .categories, .correctStock, .importPrices, .product, .productPictures, .products, .productStock,
      .receiveStock:
      .staff([.admin, .manager])
    case .mainPage(let route): route.access
    case .orders(let route): route.access
    case .places(let route): route.access
    case .promoCodes(let route): route.access
    case .staff(let route): route.access
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .archiveCategory(let id): .admin(.POST, ["categories", id.pathComponent, "archive"])
    case .archiveProduct(let id): .admin(.POST, ["products", id.pathComponent, "archive"])
    case .audit(let query): .admin(.GET, ["audit"], query: query.items)
    case .categories: .admin(.GET, ["categories"])
    case .correctStock(let body): .admin(post: ["stock", "corrections"], body: body)
    case .createCategory(let body): .admin(post: ["categories"], body: body)
    case .createProduct(let body): .admin(post: ["products"], body: body)
    case .deletePicture(let id, let picture): .admin(.DELETE, ["products", id.pathComponent, "pictures", picture])
    case .editProduct(let id, let body): .admin(post: ["products", id.pathComponent], body: body)
    case .importPrices(let upload): .admin(upload: ["imports", "prices"], upload)
    case .importYML(let upload): .admin(upload: ["imports", "yml"], upload)
    case .moveCategory(let id, let body): .admin(post: ["categories", id.pathComponent, "move"], body: body)
    case .mainPage(let route): route.request
    case .orders(let route): route.request
    case .places(let route): route.request
    case .promoCodes(let route): route.request
    case .product(let id): .admin(.GET, ["products", id.pathComponent])
    case .productPictures(let id): .admin(.GET, ["products", id.pathComponent, "pictures"])
    case .products(let query): .admin(.GET, ["products"], query: query.items)
    case .productStock(let id): .admin(.GET, ["products", id.pathComponent, "stock"])
    case .receiveStock(let body): .admin(post: ["stock", "receipts"], body: body)
    case .renameCategory(let id, let body): .admin(post: ["categories", id.pathComponent, "rename"], body: body)
    case .staff(let route): route.request
    case .reorderPictures(let id, let body):
      .admin(post: ["products", id.pathComponent, "pictures", "order"], body: body)
    case .unarchiveCategory(let id): .admin(.POST, ["categories", id.pathComponent, "unarchive"])
    case .unarchiveProduct(let id): .admin(.POST, ["products", id.pathComponent, "unarchive"])
    case .uploadPicture(let id, let upload):
      RouteRequest(
        body: upload.bytes, method: .POST,
        path: PercentEncoding.path(["api", "v1", "admin", "products", id.pathComponent, "pictures"]))
    }
  }

  /// The routes of a path below `/api/v1` (only paths starting with `admin`).
  static func table(for path: [String]) -> RouteTable<Self> {
    guard path.first == "admin" else { return [:] }
    let rest = Array(path.dropFirst())
    var areas = lift(Orders.table(for: rest), Self.orders)
    areas.merge(lift(MainPage.table(for: rest), Self.mainPage)) { first, _ in first }
    areas.merge(lift(Places.table(for: rest), Self.places)) { first, _ in first }
    areas.merge(lift(PromoCodes.table(for: rest), Self.promoCodes)) { first, _ in first }
    areas.merge(lift(Staff.table(for: rest), Self.staff)) { first, _ in first }
    guard areas.isEmpty else { return areas }
    switch rest {
    case ["audit"]: return [.GET: { input in .audit(try AuditQuery(input)) }]
    case ["categories"]:
      return [.GET: { _ in .categories }, .POST: { input in .createCategory(try input.body()) }]
    case ["imports", "prices"]: return [.POST: { input in .importPrices(try ImportUpload(input)) }]
    case ["imports", "yml"]: return [.POST: { input in .importYML(try ImportUpload(input)) }]
    case ["products"]:
      return [
        .GET: { input in .products(try AdminProductQuery(input)) },
        .POST: { input in .createProduct(try input.body()) },
      ]
    case ["stock", "corrections"]: return [.POST: { input in .correctStock(try input.body()) }]
    case ["stock", "receipts"]: return [.POST: { input in .receiveStock(try input.body()) }]
    default: break
    }
    if rest.count == 2, rest[0] == "products" {
      let id = PathParameter<Product.ID>(pathComponent: rest[1])
      return [.GET: { _ in .product(id) }, .POST: { input in .editProduct(id, try input.body()) }]
    }
    if rest.count == 3, rest[0] == "products" {
      let id = PathParameter<Product.ID>(pathComponent: rest[1])
      switch rest[2] {
      case "archive": return [.POST: { _ in .archiveProduct(id) }]
      case "pictures":
        return [
          .GET: { _ in .productPictures(id) },
          .POST: { input in .uploadPicture(id, PictureUpload(bytes: input.body ?? Data())) },
        ]
      case "stock": return [.GET: { _ in .productStock(id) }]
      case "unarchive": return [.POST: { _ in .unarchiveProduct(id) }]
      default: return [:]
      }
    }
    if rest.count == 4, rest[0] == "products", rest[2] == "pictures" {
      let id = PathParameter<Product.ID>(pathComponent: rest[1])
      if rest[3] == "order" { return [.POST: { input in .reorderPictures(id, try input.body()) }] }
      let picture = rest[3]
      return [.DELETE: { _ in .deletePicture(id, picture) }]
    }
    if rest.count == 3, rest[0] == "categories" {
      let id = PathParameter<Category.ID>(pathComponent: rest[1])
      switch rest[2] {
      case "archive": return [.POST: { _ in .archiveCategory(id) }]
      case "move": return [.POST: { input in .moveCategory(id, try input.body()) }]
      case "rename": return [.POST: { input in .renameCategory(id, try input.body()) }]
      case "unarchive": return [.POST: { _ in .unarchiveCategory(id) }]
      default: return [:]
      }
    }
    return [:]
  }
}

extension RouteRequest {
  /// A request to `/api/v1/admin/<segments>`.
  static func admin(_ method: HTTPMethod, _ segments: [String], query: [QueryItem] = []) -> RouteRequest {
    .api(method, ["admin"] + segments, query: query)
  }

  /// A `POST` to `/api/v1/admin/<segments>` with a file as the body.
  static func admin(upload segments: [String], _ upload: ImportUpload) -> RouteRequest {
    var request = RouteRequest.api(.POST, ["admin"] + segments, query: upload.items)
    request.body = upload.file
    return request
  }

  /// A `POST` to `/api/v1/admin/<segments>` with a JSON body.
  static func admin(post segments: [String], body: some Encodable) -> RouteRequest {
    .api(post: ["admin"] + segments, body: body)
  }
}
