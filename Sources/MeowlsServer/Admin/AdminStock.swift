import Foundation
import MeowlsAPI

/// Stock in the back office: goods received and counts at any location, by the POS ledger's rules (every change a
/// `StockLedger` row written with its counter, `receipt` or `correction`), each with its audit row; and a product's
/// stock everywhere. Stock writes bump the catalogue's `stock` revision through their triggers.
public struct AdminStock: Sendable {
  let clock: Clock
  let database: any Database

  public init(database: any Database, clock: Clock) {
    self.clock = clock
    self.database = database
  }

  /// Where a caller may change stock: anywhere (an admin, the console), or only at their own shop (a manager).
  public enum Reach: Equatable, Sendable {
    case anywhere
    case shop(Shop.ID)
  }

  /// Every variant of the product with its units at every location.
  public func levels(of product: Product.ID) throws -> AdminProductStock {
    try database.withConnection { connection in
      guard try connection.first("SELECT 1 FROM products WHERE id = $1", [product.sqlValue]) != nil else {
        throw AdminError.productNotFound(product.rawValue.uuidString)
      }
      let variants = try connection.query(
        "SELECT id, article FROM product_variants WHERE product_id = $1 ORDER BY position, id", [product.sqlValue]
      ).map { row in
        let id = try CatalogStorage.uuid(row, 0)
        return AdminProductStock.Variant(
          article: Article(rawValue: try row.string(1)),
          levels: try POSStockStore.levels(of: id, includingClosed: true, in: connection),
          variantID: ProductVariant.ID(id))
      }
      return AdminProductStock(productID: product, variants: variants)
    }
  }

  /// `quantity` more units at the location (the caller's shop, or the online warehouse, when none is named).
  public func receive(_ body: StockChangeRequest, by actor: AdminActor, reach: Reach) throws -> StockChange {
    guard (1...POSStockService.maximumUnits).contains(body.quantity) else { throw POSStockError.invalidQuantity }
    return try change(body, .receipt, by: actor, reach: reach) { variant, location, seconds, connection in
      try StockLedger.put(
        StockMovement(
          actor: actor.stock, delta: body.quantity, location: location, note: body.note, order: nil,
          reason: .receipt, variant: variant), at: seconds, in: connection)
    }
  }

  /// `quantity` units counted at the location; the difference is recorded (nothing when the books agree).
  public func correct(_ body: StockChangeRequest, by actor: AdminActor, reach: Reach) throws -> StockChange {
    guard (0...POSStockService.maximumUnits).contains(body.quantity) else { throw POSStockError.invalidQuantity }
    return try change(body, .correction, by: actor, reach: reach) { variant, location, seconds, connection in
      try StockLedger.correct(
        variant: variant, at: location, to: body.quantity, actor: actor.stock, note: body.note, at: seconds,
        in: connection)
    }
  }

  private func change(
    _ body: StockChangeRequest, _ reason: StockChange.Reason, by actor: AdminActor, reach: Reach,
    write: (UUID, UUID, Int64, any DatabaseConnection) throws -> Void
  ) throws -> StockChange {
    guard body.variantID != nil || body.article != nil else { throw POSStockError.queryRequired }
    if let note = body.note { _ = try ProductRules.text(note, field: "note", limit: 200) }
    return try database.transaction { connection in
      guard let variant = try POSStockStore.variant(id: body.variantID, article: body.article, in: connection)
      else { throw POSStockError.variantNotFound }
      let location = try Self.location(body.locationID, reach: reach, connection)
      let seconds = EpochSeconds.from(clock.now())
      let before = try StockLedger.available(variant: variant.id, at: location, in: connection)
      try write(variant.id, location, seconds, connection)
      let after = try StockLedger.available(variant: variant.id, at: location, in: connection)
      let change = StockChange(
        delta: after - before, locationID: StockLevel.LocationID(location), quantity: after, reason: reason,
        variantID: ProductVariant.ID(variant.id))
      try AuditLog.record(
        AuditLog.Change(
          action: reason == .receipt ? "stock.receive" : "stock.correct", after: change,
          before: Level(locationID: StockLevel.LocationID(location), quantity: before),
          subjectID: variant.id.uuidString, subjectType: "stock"),
        by: actor, at: seconds, in: connection)
      return change
    }
  }

  /// The location named (which a manager's reach must hold), else the manager's shop, else the online warehouse.
  static func location(
    _ named: StockLevel.LocationID?, reach: Reach, _ connection: any DatabaseConnection
  ) throws -> UUID {
    if let named {
      guard try POSStockStore.locationExists(named.rawValue, in: connection) else {
        throw POSStockError.locationNotFound
      }
      if case .shop(let shop) = reach, shop.rawValue != named.rawValue { throw StaffError.staffNotAssigned }
      return named.rawValue
    }
    if case .shop(let shop) = reach { return shop.rawValue }
    guard let warehouse = try CheckoutPlaces.warehouse(in: connection) else { throw POSStockError.locationNotFound }
    return warehouse
  }

  /// A location's units before a change, as the audit row keeps them.
  private struct Level: Encodable {
    var locationID: StockLevel.LocationID
    var quantity: Int

    enum CodingKeys: String, CodingKey {
      case locationID = "location_id"
      case quantity
    }
  }
}
