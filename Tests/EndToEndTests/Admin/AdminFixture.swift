import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The seeded shop with its demo staff (`POSFixture`) and an admin of no shop, and the back office's routes sent
/// as the apps send them (`APIRoute`), in process.
struct AdminFixture {
  let pos: POSFixture
  let admin: String
  var server: TestServer { pos.server }

  init() throws {
    try self.init(pos: try POSFixture())
  }

  /// The back office of a shop already set up (`FloorFixture`'s, say).
  init(pos: POSFixture) throws {
    self.pos = pos
    admin = try pos.adminToken()
  }

  /// The route's request with `token` (none: a guest).
  func send(_ route: APIRoute, token: String?) throws -> RawHTTPResponse {
    let request = route.request
    var headers: [(String, String)] = []
    if let token { headers.append(("Authorization", "Token \(token)")) }
    if request.body != nil { headers.append(("Content-Type", "application/json")) }
    return try server.request(
      request.method.rawValue, request.target, headers: headers, body: request.body.map { Array($0) })
  }

  /// The admin's (or `token`'s) answer to `route`, decoded; a failure naming the answer unless it is 200.
  func call<T: Decodable>(_ route: APIRoute.Admin, as type: T.Type = T.self, token: String? = nil) throws -> T {
    let response = try send(.admin(route), token: token ?? admin)
    guard response.status == 200 else { throw TestFailure("\(route) answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode(T.self, from: Data(response.body))
  }

  /// A category's id by its code path from the root (`koshki/korma_sukhie`).
  func category(_ path: String) throws -> Category.ID {
    let tree: [AdminCategory] = try call(.categories)
    var paths: [Category.ID: String] = [:]
    for category in tree {
      paths[category.id] = category.parentID.flatMap { paths[$0] }.map { "\($0)/\(category.code)" } ?? category.code
    }
    guard let id = paths.first(where: { $0.value == path })?.key else { throw TestFailure("no category \(path)") }
    return id
  }

  /// A one-variant draft in `category` (the cats' treats by default).
  func draft(
    name: String = "Корм Мурлыка для котят", article: Article = "90001", price: Money = Money(rubles: 999),
    category: Category.ID? = nil, barcode: String? = nil
  ) throws -> ProductDraft {
    ProductDraft(
      categoryIDs: [try category ?? self.category("koshki/lakomstva")], name: name,
      variants: [AdminVariant(article: article, barcode: barcode, name: "400 г", price: price)])
  }

  /// `catalog_revision.structure`.
  func structureRevision() throws -> Int {
    Int(try server.rows("SELECT structure FROM catalog_revision WHERE id = 1").first ?? "") ?? -1
  }

  /// The ids of what the shop's search finds for `text`, in rank order.
  func search(_ text: String) throws -> [Product.ID] {
    try listing(.search(text, filters: [:], sort: nil))
  }

  /// The ids of a category's products as the shop lists them (first 100).
  func listed(in category: Category.ID) throws -> [Product.ID] {
    try listing(.category(category, filters: [:], sort: nil))
  }

  private func listing(_ listing: ProductListing) throws -> [Product.ID] {
    let route = APIRoute.catalog(.products(ProductsQuery(listing: listing, page: PageRequest(perPage: 100))))
    let response = try send(route, token: nil)
    guard response.status == 200 else { throw TestFailure("listing answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode(Page<Product>.self, from: Data(response.body)).results.map(\.id)
  }
}
