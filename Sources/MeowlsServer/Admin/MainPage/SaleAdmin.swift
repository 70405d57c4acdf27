import Foundation
import MeowlsAPI

/// The back office's sales: list, create, edit, their products, delete, each in one transaction with its audit row
/// and the catalogue's revision bump.
///
/// NB: the listing index knows each sale's products (`CatalogIndex.saleProducts`): a new or deleted sale bumps the
/// revision without a change-log row, so the servers rebuild their indexes; a sale's products are logged as product
/// changes (applied incrementally); a title or window change logs a step of no products (pages dropped, no rebuild).
public struct SaleAdmin: Sendable {
  /// The most products one sale holds.
  static let productLimit = 1_000

  let clock: Clock
  let database: any Database
  let random: RandomSource

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
  }

  /// Every sale in order, ended ones too.
  public func list() throws -> [AdminSale] {
    try database.withConnection { try Self.all($0) }
  }

  /// A new sale, last, without products.
  public func create(_ draft: AdminSaleDraft, by actor: AdminActor) throws -> AdminSale {
    let id = random.uuid()
    return try database.transaction { connection in
      let draft = try Self.checked(draft, for: nil, connection)
      try CatalogueChange.bumpStructure(connection)
      try connection.execute(
        """
        INSERT INTO sales (id, code, sale_type, title, disclaimer, start_date, end_date, image_key, position)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT COALESCE(MAX(position), -1) + 1 FROM sales))
        """, [id.sqlValue] + Self.values(draft))
      return try record("sale.create", id, before: nil, by: actor, connection)
    }
  }

  /// The sale as the draft says; its products stay.
  public func edit(_ id: Sale.ID, _ draft: AdminSaleDraft, by actor: AdminActor) throws -> AdminSale {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      let draft = try Self.checked(draft, for: id.rawValue, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute(
        """
        UPDATE sales SET code = $2, sale_type = $3, title = $4, disclaimer = $5, start_date = $6, end_date = $7,
          image_key = $8
        WHERE id = $1
        """, [id.rawValue.sqlValue] + Self.values(draft))
      try change.log([], connection)
      return try record("sale.edit", id.rawValue, before: before, by: actor, connection)
    }
  }

  /// Exactly these products in the sale (each leaves any other sale it was in).
  public func setProducts(_ id: Sale.ID, _ selection: ProductSelection, by actor: AdminActor) throws -> AdminSale {
    try BannerRules.checkList(selection.productIDs.map(\.rawValue), field: "product_ids", limit: Self.productLimit)
    return try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      try BannerRules.requireListedProducts(selection.productIDs, connection)
      let change = try CatalogueChange.ProductChange.begin(connection)
      try connection.execute("UPDATE products SET sale_id = NULL WHERE sale_id = $1", [id.rawValue.sqlValue])
      for product in selection.productIDs {
        try connection.execute(
          "UPDATE products SET sale_id = $2 WHERE id = $1", [product.rawValue.sqlValue, id.rawValue.sqlValue])
      }
      try change.log((before.productIDs + selection.productIDs).map(\.rawValue), connection)
      return try record("sale.products", id.rawValue, before: before, by: actor, connection)
    }
  }

  /// Every sale in the order given, each once (`GET /sales` lists them so).
  public func reorder(_ order: AdminSaleOrder, by actor: AdminActor) throws -> [AdminSale] {
    try database.transaction { connection in
      let before = try Self.all(connection)
      guard order.saleIDs.count == before.count, Set(order.saleIDs) == Set(before.map(\.id)) else {
        throw AdminError.invalid(field: "sale_ids", reason: "Name every sale once, in the new order (\(before.count)).")
      }
      let change = try CatalogueChange.ProductChange.begin(connection)
      for (position, sale) in order.saleIDs.enumerated() {
        try connection.execute(
          "UPDATE sales SET position = $2 WHERE id = $1", [sale.rawValue.sqlValue, position.sqlValue])
      }
      try change.log([], connection)
      try AuditLog.record(
        AuditLog.Change(
          action: "sale.reorder", after: order.saleIDs, before: before.map(\.id), subjectID: "sales",
          subjectType: "sale"),
        by: actor, at: EpochSeconds.from(clock.now()), in: connection)
      return try Self.all(connection)
    }
  }

  /// The sale gone (its products stay, in no sale); refused while a banner leads to it.
  public func delete(_ id: Sale.ID, by actor: AdminActor) throws -> [AdminSale] {
    try database.transaction { connection in
      let before = try Self.require(id.rawValue, connection)
      let banners =
        try connection.first("SELECT COUNT(*) FROM banner_redirects WHERE sale_id = $1", [id.rawValue.sqlValue])?
        .int(0) ?? 0
      guard banners == 0 else {
        throw MainPageError.saleLinkedToBanner(sale: id.rawValue.uuidString, banners: banners)
      }
      try CatalogueChange.bumpStructure(connection)
      try connection.execute("UPDATE products SET sale_id = NULL WHERE sale_id = $1", [id.rawValue.sqlValue])
      try connection.execute("DELETE FROM sales WHERE id = $1", [id.rawValue.sqlValue])
      try AuditLog.record(
        AuditLog.Change(
          action: "sale.delete", after: nil, before: before, subjectID: id.rawValue.uuidString, subjectType: "sale"),
        by: actor, at: EpochSeconds.from(clock.now()), in: connection)
      return try Self.all(connection)
    }
  }

  private func record(
    _ action: String, _ id: UUID, before: AdminSale?, by actor: AdminActor, _ connection: any DatabaseConnection
  ) throws -> AdminSale {
    let after = try Self.require(id, connection)
    try AuditLog.record(
      AuditLog.Change(action: action, after: after, before: before, subjectID: id.uuidString, subjectType: "sale"),
      by: actor, at: EpochSeconds.from(clock.now()), in: connection)
    return after
  }

  /// The draft trimmed and checked; `id` is the sale edited (its own code is not taken).
  private static func checked(_ draft: AdminSaleDraft, for id: UUID?, _ connection: any DatabaseConnection) throws
    -> AdminSaleDraft
  {
    var draft = draft
    guard (1...64).contains(draft.code.count),
      draft.code.unicodeScalars.allSatisfy({ ProductRules.isCodeCharacter($0) && !("A"..."Z").contains($0) })
    else {
      throw AdminError.invalid(field: "code", reason: "A code is 1 to 64 lower-case Latin letters, digits, '-' or '_'.")
    }
    draft.title = try ProductRules.text(draft.title, field: "title", limit: 200)
    let disclaimer = (draft.disclaimer ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    draft.disclaimer = disclaimer.isEmpty ? "" : try ProductRules.text(disclaimer, field: "disclaimer", limit: 2_000)
    guard draft.startDate <= draft.endDate else {
      throw MainPageError.invalidSaleWindow(start: draft.startDate.string, end: draft.endDate.string)
    }
    try BannerRules.requireImage(draft.imageKey, connection)
    let taken = try connection.first("SELECT id FROM sales WHERE code = $1", [draft.code.sqlValue])
      .flatMap { UUID(storedText: try $0.string(0)) }
    if let taken, taken != id { throw MainPageError.saleCodeTaken(draft.code) }
    return draft
  }

  private static func values(_ draft: AdminSaleDraft) -> [SQLValue] {
    [
      draft.code.sqlValue, draft.saleType.rawValue.sqlValue, draft.title.sqlValue, (draft.disclaimer ?? "").sqlValue,
      draft.startDate.string.sqlValue, draft.endDate.string.sqlValue, draft.imageKey.sqlValue,
    ]
  }

  static func all(_ connection: any DatabaseConnection) throws -> [AdminSale] {
    var products: [UUID: [Product.ID]] = [:]
    try connection.forEachRow(
      "SELECT id, sale_id FROM products WHERE sale_id IS NOT NULL AND archived = 0 ORDER BY position", []
    ) { row in
      guard let product = UUID(storedText: try row.string(0)), let sale = UUID(storedText: try row.string(1)) else {
        return
      }
      products[sale, default: []].append(Product.ID(product))
    }
    return try connection.query(
      """
      SELECT id, code, sale_type, title, disclaimer, start_date, end_date, image_key FROM sales ORDER BY position, id
      """
    ).enumerated().compactMap { position, row in
      guard let id = UUID(storedText: try row.string(0)), let type = SaleType(rawValue: try row.string(2)),
        let start = CalendarDate(string: try row.string(5)), let end = CalendarDate(string: try row.string(6))
      else { return nil }
      return AdminSale(
        code: try row.string(1), disclaimer: try row.string(4), endDate: end, id: Sale.ID(id),
        imageKey: try row.optionalString(7), position: position, productIDs: products[id] ?? [], saleType: type,
        startDate: start, title: try row.string(3))
    }
  }

  static func require(_ id: UUID, _ connection: any DatabaseConnection) throws -> AdminSale {
    guard let sale = try all(connection).first(where: { $0.id.rawValue == id }) else {
      throw MainPageError.saleNotFound(id.uuidString)
    }
    return sale
  }
}
