import Foundation
import MeowlsAPI

/// Stock at the POS: one variant's units everywhere, goods received and counts. Every change is a `StockLedger`
/// row (`receipt` or `correction`) with the staff member as actor, written in the same transaction as its counter.
struct POSStockService: Sendable {
  let clock: Clock
  let database: any Database
  /// The catalogue's search, shared with `/products?query=`: stock looked up by a product's name.
  let search: SearchService?

  /// `GET /pos/stock`: the variant's units at every shop and warehouse, by id, article or scanned barcode.
  ///
  /// - Throws: `POSStockError` for a missing query or an unknown id or article; `BarcodeError` for a barcode
  ///   (`barcodeCheckDigitInvalid`, `barcodeNotFound`, and for a weight barcode its weight errors).
  func lookup(_ query: StockQuery) throws -> StockLookup {
    let name = query.name?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    guard query.variantID != nil || query.article != nil || query.barcode != nil || !name.isEmpty else {
      throw POSStockError.queryRequired
    }
    var found: UUID?
    if query.variantID == nil, query.article == nil, query.barcode == nil, let search {
      found = try search.productIDs(matching: name, limit: 1).first
      guard found != nil else { throw POSStockError.variantNotFound }
    }
    return try database.withConnection { connection in
      var id = query.variantID
      if id == nil, query.article == nil, let barcode = query.barcode {
        id = try Self.scanned(barcode, in: connection)
      }
      if id == nil, query.article == nil, let product = found {
        id = try POSStockStore.firstVariant(of: product, in: connection)
      }
      guard let variant = try POSStockStore.variant(id: id, article: query.article, in: connection)
      else { throw POSStockError.variantNotFound }
      return StockLookup(
        article: variant.article, levels: try POSStockStore.levels(of: variant.id, in: connection),
        productName: variant.product, variantID: ProductVariant.ID(variant.id), variantName: variant.name)
    }
  }

  /// The variant a scanned EAN-13 names, read as the counter reads it (`BarcodeLookup`): a pack's barcode, or a
  /// weight barcode by its PLU. Only thirteen digits are a barcode here: an article has its own parameter.
  static func scanned(_ barcode: String, in connection: any DatabaseConnection) throws -> ProductVariant.ID {
    let code = barcode.trimmingCharacters(in: .whitespacesAndNewlines)
    guard code.utf8.count == 13, code.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { throw BarcodeError.notFound(code) }
    return try BarcodeLookup.item(scanned: code, in: connection).variantID
  }

  /// The most units one receipt brings or one count finds: a lorry of goods, and far from overflowing a counter
  /// (a larger number is a typo or a scanned barcode in the wrong field).
  static let maximumUnits = 1_000_000

  /// `POST /pos/stock/receipts`: `quantity` more units at the location.
  func receive(
    _ body: StockChangeRequest, by context: StaffContext, approval: ManagerApproval?
  ) throws -> StockChange {
    guard (1...Self.maximumUnits).contains(body.quantity) else { throw POSStockError.invalidQuantity }
    return try change(body, .receipt, by: context, approval: approval) { variant, location, actor, note, seconds, c in
      try StockLedger.put(
        StockMovement(
          actor: actor, delta: body.quantity, location: location, note: note, order: nil, reason: .receipt,
          variant: variant), at: seconds, in: c)
    }
  }

  /// `POST /pos/stock/corrections`: `quantity` units counted at the location; the difference is recorded.
  func correct(
    _ body: StockChangeRequest, by context: StaffContext, approval: ManagerApproval?
  ) throws -> StockChange {
    guard (0...Self.maximumUnits).contains(body.quantity) else { throw POSStockError.invalidQuantity }
    return try change(body, .correction, by: context, approval: approval) {
      variant, location, actor, note, seconds, c in
      try StockLedger.correct(
        variant: variant, at: location, to: body.quantity, actor: actor, note: note, at: seconds, in: c)
    }
  }

  private typealias Write = (UUID, UUID, StockActor, String?, Int64, any DatabaseConnection) throws -> Void

  /// Resolves the variant and location, writes in one transaction, and answers the new counter with the change.
  private func change(
    _ body: StockChangeRequest, _ reason: StockChange.Reason, by context: StaffContext, approval: ManagerApproval?,
    write: Write
  ) throws -> StockChange {
    guard body.variantID != nil || body.article != nil else { throw POSStockError.queryRequired }
    return try database.transaction { connection in
      guard let variant = try POSStockStore.variant(id: body.variantID, article: body.article, in: connection)
      else { throw POSStockError.variantNotFound }
      let location = try self.location(body.locationID, for: context, connection)
      let before = try StockLedger.available(variant: variant.id, at: location, in: connection)
      try write(
        variant.id, location, .staff(context.id.rawValue), Self.note(body.note, approval),
        EpochSeconds.from(clock.now()), connection)
      let after = try StockLedger.available(variant: variant.id, at: location, in: connection)
      return StockChange(
        delta: after - before, locationID: StockLevel.LocationID(location), quantity: after, reason: reason,
        variantID: ProductVariant.ID(variant.id))
    }
  }

  /// The location a change applies to: the caller's shop by default; another one only for an admin without a shop.
  private func location(
    _ named: StockLevel.LocationID?, for context: StaffContext, _ connection: any DatabaseConnection
  ) throws -> UUID {
    if let named {
      guard try POSStockStore.locationExists(named.rawValue, in: connection) else {
        throw POSStockError.locationNotFound
      }
      try context.requireAccess(to: Shop.ID(named.rawValue))
      return named.rawValue
    }
    guard let shop = context.shopID else { throw POSStockError.locationNotFound }
    return shop.rawValue
  }

  /// The ledger note: the caller's, plus who approved by PIN.
  static func note(_ note: String?, _ approval: ManagerApproval?) -> String? {
    guard let approval, approval.byPIN else { return note }
    let approved = "approved by staff:\(approval.manager.uuidString)"
    return note.map { "\($0) (\(approved))" } ?? approved
  }
}
