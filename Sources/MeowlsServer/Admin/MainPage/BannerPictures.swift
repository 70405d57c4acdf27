import Foundation
import MeowlsAPI

/// A banner's own picture: an upload through the products' pipeline (`PictureIntake`: the same formats, limits,
/// codes, four sizes and storage once) that becomes the banner's `image_key`, in one transaction with the audit row
/// (`banner.picture`) and the catalogue's revision bump. The picture it replaces is forgotten when nothing else
/// shows it. The API and `meowls banner --picture` both call it.
public struct BannerPictures: Sendable {
  let banners: BannerAdmin
  let database: any Database
  let intake: PictureIntake

  public init(
    database: any Database, clock: Clock, random: RandomSource, vips: Vips, limits: PictureLimits = .standard
  ) {
    self.banners = BannerAdmin(database: database, clock: clock, random: random)
    self.database = database
    self.intake = PictureIntake(clock: clock, limits: limits, renderer: PictureRenderer(vips: vips))
  }

  /// The banner with the picture of `bytes`; the same picture again changes nothing.
  public func upload(_ bytes: [UInt8], to banner: Banner.ID, by actor: AdminActor) throws -> AdminBanner {
    let checked = try intake.check(bytes) { id in
      try database.withConnection { connection in
        _ = try BannerAdmin.require(banner.rawValue, connection)
        return try PictureStore.exists(id, connection)
      }
    }
    return try database.transaction { connection in
      let before = try BannerAdmin.require(banner.rawValue, connection)
      guard before.imageKey != checked.id else { return before }
      try intake.store(checked, title: before.title ?? "", connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute(
        "UPDATE main_banners SET image_key = $2 WHERE id = $1", [banner.sqlValue, checked.id.sqlValue])
      if let old = before.imageKey { try PictureStore.collect(old, connection) }
      return try banners.record("banner.picture", banner.rawValue, before: before, change, by: actor, connection)
    }
  }
}
