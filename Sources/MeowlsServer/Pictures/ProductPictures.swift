import Foundation
import MeowlsAPI

/// A product's pictures in the back office: upload, list, reorder, remove. Each change is one transaction with the
/// catalogue's revision bump and its audit row (`picture.upload`, `picture.reorder`, `picture.remove`, before and
/// after the `AdminProduct`), as the product's other changes. The API and the `meowls product picture` commands
/// both call it.
public struct ProductPictures: Sendable {
  let clock: Clock
  let database: any Database
  let images: CatalogImageURLs
  let intake: PictureIntake

  public init(
    database: any Database, clock: Clock, vips: Vips, images: CatalogImageURLs = CatalogImageURLs(publicURL: ""),
    limits: PictureLimits = .standard
  ) {
    self.clock = clock
    self.database = database
    self.images = images
    self.intake = PictureIntake(clock: clock, limits: limits, renderer: PictureRenderer(vips: vips))
  }

  /// The id an upload of `bytes` gets: `picture-<sha256 hex>`, the same for the same bytes.
  public static func id(of bytes: [UInt8]) -> String { PictureStore.prefix + Crypto.sha256Hex(bytes) }

  /// The product's pictures in the shop's order.
  public func list(_ product: Product.ID) throws -> [AdminPicture] {
    try database.withConnection { connection in
      _ = try require(product.rawValue, connection)
      return try ProductAdminStore.pictures(of: product.rawValue, images: images, connection)
    }
  }

  /// Adds the picture last among the product's. Bytes the product already shows change nothing; bytes another
  /// product shows are not stored again. Resized and encoded here, before the transaction, so no write waits on it.
  public func upload(_ bytes: [UInt8], to product: Product.ID, by actor: AdminActor) throws -> AdminProduct {
    let checked = try intake.check(bytes) { id in
      try database.withConnection { connection in
        _ = try require(product.rawValue, connection)
        return try PictureStore.exists(id, connection)
      }
    }
    let id = checked.id
    return try database.transaction { connection in
      let before = try require(product.rawValue, connection)
      let keys = try PictureStore.list(of: product.rawValue, connection).map(\.key)
      guard !keys.contains(id) else { return before }
      try intake.store(checked, title: before.name, connection)
      try PictureStore.write(keys + [id], of: product.rawValue, connection)
      return try record("picture.upload", product.rawValue, before: before, by: actor, connection)
    }
  }

  /// The product's pictures in the order of `order`, which names each of them once.
  public func reorder(_ product: Product.ID, _ order: PictureOrder, by actor: AdminActor) throws -> AdminProduct {
    try database.transaction { connection in
      let before = try require(product.rawValue, connection)
      let keys = try PictureStore.list(of: product.rawValue, connection).map(\.key)
      guard order.pictureIDs.count == keys.count, Set(order.pictureIDs) == Set(keys) else {
        throw PictureError.invalidOrder("Name each of the product's \(keys.count) pictures once.")
      }
      guard order.pictureIDs != keys else { return before }
      try PictureStore.write(order.pictureIDs, of: product.rawValue, connection)
      return try record("picture.reorder", product.rawValue, before: before, by: actor, connection)
    }
  }

  /// The picture off the product; an uploaded picture no product shows any more is deleted.
  public func remove(_ picture: String, from product: Product.ID, by actor: AdminActor) throws -> AdminProduct {
    try database.transaction { connection in
      let before = try require(product.rawValue, connection)
      let keys = try PictureStore.list(of: product.rawValue, connection).map(\.key)
      guard keys.contains(picture) else { throw PictureError.notFound(String(picture.prefix(80))) }
      try PictureStore.write(keys.filter { $0 != picture }, of: product.rawValue, connection)
      try PictureStore.collect(picture, connection)
      return try record("picture.remove", product.rawValue, before: before, by: actor, connection)
    }
  }

  private func record(
    _ action: String, _ id: UUID, before: AdminProduct, by actor: AdminActor, _ connection: any DatabaseConnection
  ) throws -> AdminProduct {
    try CatalogueChange.bumpStructure(connection)
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
