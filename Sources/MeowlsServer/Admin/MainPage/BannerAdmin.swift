import Foundation
import MeowlsAPI

/// The back office's main page banners: list, create, edit, reorder, hide and show, delete, each in one
/// transaction with its audit row and the catalogue's revision bump (`GET /main_page` reads the banners afresh at
/// every request, so shoppers see the change at once).
///
/// Every banner leads somewhere that loads: a redirect names a sale that exists, or a collection with a name and a
/// category that exists (or a search query); what a banner shows (categories, products) exists and is not archived.
public struct BannerAdmin: Sendable {
  /// The most categories or products one banner shows.
  static let contentLimit = 100

  let clock: Clock
  let database: any Database
  let random: RandomSource

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
  }

  /// Every banner, top-level ones in order with their children.
  public func list() throws -> [AdminBanner] {
    try database.withConnection { try BannerAdminStore.all($0) }
  }

  /// A new banner, shown, last among its siblings.
  public func create(_ draft: BannerDraft, by actor: AdminActor) throws -> AdminBanner {
    let id = random.uuid()
    return try database.transaction { connection in
      let draft = try BannerRules.checked(draft, parent: draft.parentID?.rawValue, connection)
      let parent = draft.parentID?.rawValue
      let siblings = parent == nil ? "parent_id IS NULL" : "parent_id = $1"
      let next =
        try connection.first(
          "SELECT COALESCE(MAX(place_index), -1) + 1 FROM main_banners WHERE \(siblings)",
          parent.map { [$0.sqlValue] } ?? []
        )?.int(0) ?? 0
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute(
        """
        INSERT INTO main_banners (id, parent_id, title, place_type, place_index, image_key, hidden)
        VALUES ($1, $2, $3, $4, $5, $6, 0)
        """,
        [
          id.sqlValue, parent.sqlValue, draft.title.sqlValue, draft.placeType?.rawValue.sqlValue ?? .null,
          next.sqlValue, draft.imageKey.sqlValue,
        ])
      try BannerAdminStore.writeContents(id, draft, connection)
      return try record("banner.create", id, before: nil, change, by: actor, connection)
    }
  }

  /// The banner as the draft says (its parent stays); its UI settings are kept.
  public func edit(_ id: Banner.ID, _ draft: BannerDraft, by actor: AdminActor) throws -> AdminBanner {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      let draft = try BannerRules.checked(draft, parent: before.parentID?.rawValue, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute(
        "UPDATE main_banners SET title = $2, place_type = $3, image_key = $4 WHERE id = $1",
        [id.sqlValue, draft.title.sqlValue, draft.placeType?.rawValue.sqlValue ?? .null, draft.imageKey.sqlValue])
      try BannerAdminStore.writeContents(id.rawValue, draft, connection)
      return try record("banner.edit", id.rawValue, before: before, change, by: actor, connection)
    }
  }

  /// Hides (`true`) or shows the banner; hiding a hidden one changes nothing.
  public func setHidden(_ id: Banner.ID, _ hidden: Bool, by actor: AdminActor) throws -> AdminBanner {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      guard before.hidden != hidden else { return before }
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute("UPDATE main_banners SET hidden = $2 WHERE id = $1", [id.sqlValue, hidden.sqlValue])
      let action = hidden ? "banner.hide" : "banner.show"
      return try record(action, id.rawValue, before: before, change, by: actor, connection)
    }
  }

  /// The siblings (top-level banners, or the children of `order.parentID`) in the order given: every one, once.
  public func reorder(_ order: BannerOrder, by actor: AdminActor) throws -> [AdminBanner] {
    try database.transaction { connection in
      let before = try BannerAdminStore.all(connection)
      let siblings: [AdminBanner]
      if let parent = order.parentID {
        guard let found = before.first(where: { $0.id == parent }) else {
          throw MainPageError.bannerNotFound(parent.rawValue.uuidString)
        }
        siblings = found.children ?? []
      } else {
        siblings = before
      }
      guard order.bannerIDs.count == siblings.count, Set(order.bannerIDs) == Set(siblings.map(\.id)) else {
        throw AdminError.invalid(
          field: "banner_ids", reason: "Name every banner of the level once, in the new order (\(siblings.count)).")
      }
      let change = try CatalogueChange.ProductChange.begin(connection)
      try BannerAdminStore.reorder(order.bannerIDs.map(\.rawValue), connection)
      try change.log([], connection)
      let after = try BannerAdminStore.all(connection)
      try AuditLog.record(
        AuditLog.Change(
          action: "banner.reorder", after: order.bannerIDs, before: siblings.map(\.id),
          subjectID: order.parentID?.rawValue.uuidString ?? "main_page", subjectType: "banner"),
        by: actor, at: EpochSeconds.from(clock.now()), in: connection)
      return after
    }
  }

  /// The banner and its children gone; the banners left.
  public func delete(_ id: Banner.ID, by actor: AdminActor) throws -> [AdminBanner] {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute("DELETE FROM main_banners WHERE parent_id = $1", [id.sqlValue])
      try connection.execute("DELETE FROM main_banners WHERE id = $1", [id.sqlValue])
      try change.log([], connection)
      try AuditLog.record(
        AuditLog.Change(
          action: "banner.delete", after: nil, before: before, subjectID: id.rawValue.uuidString,
          subjectType: "banner"),
        by: actor, at: EpochSeconds.from(clock.now()), in: connection)
      return try BannerAdminStore.all(connection)
    }
  }

  func record(
    _ action: String, _ id: UUID, before: AdminBanner?, _ change: CatalogueChange.ProductChange, by actor: AdminActor,
    _ connection: any DatabaseConnection
  ) throws -> AdminBanner {
    try change.log([], connection)
    let after = try Self.require(id, connection)
    try AuditLog.record(
      AuditLog.Change(action: action, after: after, before: before, subjectID: id.uuidString, subjectType: "banner"),
      by: actor, at: EpochSeconds.from(clock.now()), in: connection)
    return after
  }

  static func require(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminBanner {
    guard let banner = try BannerAdminStore.banner(id, connection) else {
      throw MainPageError.bannerNotFound(id.uuidString)
    }
    return banner
  }
}
