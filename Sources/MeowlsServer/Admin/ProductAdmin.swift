import Foundation
import MeowlsAPI

/// The back office's products: create, edit, archive and unarchive, each in one transaction with its audit row and
/// the catalogue's revision bump. The API and the `meowls product` commands both call it.
public struct ProductAdmin: Sendable {
  let clock: Clock
  let database: any Database
  /// Where the pictures' URLs point (relative URLs for the command).
  let images: CatalogImageURLs
  let random: RandomSource

  public init(
    database: any Database, clock: Clock, random: RandomSource,
    images: CatalogImageURLs = CatalogImageURLs(publicURL: "")
  ) {
    self.clock = clock
    self.database = database
    self.images = images
    self.random = random
  }

  /// The product, archived or not.
  public func product(_ id: Product.ID) throws -> AdminProduct {
    try database.withConnection { try require(id.rawValue, $0) }
  }

  /// The product of the variant with this article (the command line names products so).
  public func product(withArticle article: Article) throws -> AdminProduct {
    try database.withConnection { connection in
      guard let id = try ProductAdminStore.owner(ofArticle: article.rawValue, connection) else {
        throw AdminError.productNotFound(article.rawValue)
      }
      return try require(id, connection)
    }
  }

  /// A new product, listed last in its categories.
  public func create(_ draft: ProductDraft, by actor: AdminActor) throws -> AdminProduct {
    let valid = try ProductRules.validated(draft)
    return try database.transaction { connection in
      let id = random.uuid()
      try ProductAdminStore.check(valid, existing: nil, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try ProductAdminStore.write(valid, id: id, isNew: true, newID: random.uuid, connection)
      try change.log([id], connection)
      return try record("product.create", id, before: nil, by: actor, connection)
    }
  }

  /// The product replaced by `draft` (every variant it keeps listed by id; new ones without).
  public func edit(_ id: Product.ID, _ draft: ProductDraft, by actor: AdminActor) throws -> AdminProduct {
    let valid = try ProductRules.validated(draft)
    return try database.transaction { connection in
      let before = try require(id.rawValue, connection)
      try ProductAdminStore.check(valid, existing: before, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try ProductAdminStore.write(valid, id: id.rawValue, isNew: false, newID: random.uuid, connection)
      try change.log([id.rawValue], connection)
      return try record("product.edit", id.rawValue, before: before, by: actor, connection)
    }
  }

  /// Archives (`true`) or unarchives the product: out of or back into the shop's lists and search. Archiving an
  /// archived product changes nothing and writes no audit row.
  public func setArchived(_ id: Product.ID, _ archived: Bool, by actor: AdminActor) throws -> AdminProduct {
    try database.transaction { connection in
      let before = try require(id.rawValue, connection)
      guard before.archived != archived else { return before }
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute("UPDATE products SET archived = $2 WHERE id = $1", [id.sqlValue, archived.sqlValue])
      try change.log([id.rawValue], connection)
      return try record(
        archived ? "product.archive" : "product.unarchive", id.rawValue, before: before, by: actor, connection)
    }
  }

  private func record(
    _ action: String, _ id: UUID, before: AdminProduct?, by actor: AdminActor, _ connection: any DatabaseConnection
  ) throws -> AdminProduct {
    let after = try require(id, connection)
    try AuditLog.record(
      AuditLog.Change(action: action, after: after, before: before, subjectID: id.uuidString, subjectType: "product"),
      by: actor, at: EpochSeconds.from(clock.now()), in: connection)
    return after
  }

  private func require(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminProduct {
    try ProductAdminStore.required(id, images: images, in: connection)
  }
}
