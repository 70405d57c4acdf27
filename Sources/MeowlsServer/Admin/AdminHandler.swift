import MeowlsAPI

/// `/api/v1/admin/...`: parse → the back office's services → encode. `AccessResolver` already let in only the
/// route's roles; stock changes of a manager stay at their own shop.
struct AdminHandler: Sendable {
  let audit: AuditReader
  let categories: CategoryAdmin
  let imports: CatalogueImport
  let mainPage: MainPageAdminHandler
  let orders: OrderAdminHandler
  let pictures: ProductPictures
  let places: PlacesAdminHandler
  let products: ProductAdmin
  let staff: StaffAdmin
  let stock: AdminStock

  static func live(_ dependencies: HandlerDependencies) -> AdminHandler {
    let environment = dependencies.environment
    let database = dependencies.database
    return AdminHandler(
      audit: AuditReader(database: database),
      categories: CategoryAdmin(database: database, clock: environment.clock, random: environment.random),
      imports: CatalogueImport(
        database: database, clock: environment.clock, random: environment.random,
        pictures: .uploads(
          fetcher: environment.pictureFetcher, database: database, clock: environment.clock, vips: dependencies.vips,
          images: dependencies.images, limits: environment.pictureLimits)),
      mainPage: .live(dependencies), orders: .live(dependencies),
      pictures: ProductPictures(
        database: database, clock: environment.clock, vips: dependencies.vips, images: dependencies.images),
      places: .live(dependencies),
      products: ProductAdmin(
        database: database, clock: environment.clock, random: environment.random, images: dependencies.images),
      staff: StaffAdmin(dependencies: dependencies), stock: AdminStock(database: database, clock: environment.clock))
  }

  func respond(to route: APIRoute.Admin, caller: Caller) throws -> HTTPResponse {
    let staff = try caller.staff().context
    let actor = AdminActor.staff(staff.id)
    switch route {
    case .archiveCategory(let id): return try .json(categories.setArchived(try Self.id(id), true, by: actor))
    case .archiveProduct(let id): return try .json(products.setArchived(try Self.id(id), true, by: actor))
    case .audit(let query): return try .json(audit.page(query))
    case .categories: return try .json(categories.tree())
    case .correctStock(let body): return try .json(stock.correct(body, by: actor, reach: try Self.reach(of: staff)))
    case .createCategory(let draft): return try .json(categories.create(draft, by: actor))
    case .createProduct(let draft): return try .json(products.create(draft, by: actor))
    case .deletePicture(let id, let picture):
      return try .json(pictures.remove(picture, from: try Self.id(id), by: actor))
    case .editProduct(let id, let draft): return try .json(products.edit(try Self.id(id), draft, by: actor))
    case .importPrices(let upload):
      return try .json(imports.importPrices(upload.file, try Self.options(upload, staff), by: actor))
    case .importYML(let upload):
      return try .json(imports.importYML(upload.file, try Self.options(upload, staff), by: actor))
    case .moveCategory(let id, let move): return try .json(categories.move(try Self.id(id), move, by: actor))
    case .mainPage(let route): return try mainPage.respond(to: route, by: actor)
    case .orders(let route): return try orders.respond(to: route, staff: staff)
    case .places(let route): return try places.respond(to: route, staff: staff, by: actor)
    case .promoCodes(let route): return try mainPage.respond(to: route, by: actor)
    case .product(let id): return try .json(products.product(try Self.id(id)))
    case .productPictures(let id): return try .json(pictures.list(try Self.id(id)))
    case .products(let query): return try .json(products.list(query))
    case .productStock(let id): return try .json(stock.levels(of: try Self.id(id)))
    case .receiveStock(let body): return try .json(stock.receive(body, by: actor, reach: try Self.reach(of: staff)))
    case .renameCategory(let id, let body):
      return try .json(categories.rename(try Self.id(id), to: body.name, by: actor))
    case .reorderPictures(let id, let order): return try .json(pictures.reorder(try Self.id(id), order, by: actor))
    case .staff(let route): return try respond(to: route, staff: staff, actor: actor)
    case .unarchiveCategory(let id): return try .json(categories.setArchived(try Self.id(id), false, by: actor))
    case .unarchiveProduct(let id): return try .json(products.setArchived(try Self.id(id), false, by: actor))
    case .uploadPicture(let id, let upload):
      return try .json(pictures.upload(Array(upload.bytes), to: try Self.id(id), by: actor))
    }
  }

  /// The staff routes: an admin's whole staff, a manager's own shop's list.
  private func respond(to route: APIRoute.Admin.Staff, staff caller: StaffContext, actor: AdminActor) throws
    -> HTTPResponse
  {
    switch route {
    case .add(let draft): return try .json(staff.add(draft, by: actor))
    case .change(let id, let change): return try .json(staff.change(id.value, change, by: actor))
    case .disable(let id): return try .json(staff.setDisabled(id.value, true, by: actor))
    case .enable(let id): return try .json(staff.setDisabled(id.value, false, by: actor))
    case .list:
      return try .json(staff.members(ofShop: caller.role == .admin ? nil : try caller.requireShop()))
    }
  }

  /// An admin changes stock anywhere; a manager at their own shop only.
  private static func reach(of staff: StaffContext) throws -> AdminStock.Reach {
    staff.role == .admin ? .anywhere : .shop(try staff.requireShop())
  }

  /// An upload's options; a manager's stock stays at their own shop.
  private static func options(_ upload: ImportUpload, _ staff: StaffContext) throws -> CatalogueImport.Options {
    CatalogueImport.Options(
      dryRun: upload.dryRun, location: upload.locationID,
      articles: upload.articleFrom.flatMap(ImportArticleSource.init(rawValue:)) ?? .offerID,
      reach: try reach(of: staff))
  }

  private static func id(_ parameter: PathParameter<Product.ID>) throws -> Product.ID {
    guard let id = parameter.value else { throw AdminError.productNotFound(parameter.pathComponent) }
    return id
  }

  private static func id(_ parameter: PathParameter<Category.ID>) throws -> Category.ID {
    guard let id = parameter.value else { throw AdminError.categoryNotFound(parameter.pathComponent) }
    return id
  }
}
