import Foundation
import MeowlsAPI

/// Takes a sale's goods out of the shop's stock through the stock ledger (reason `sale`), in the sale's
/// transaction.
///
/// Pieces come out as they are. Loose goods sold by weight come from the shop's bulk bin: the ledger counts whole
/// packs, so a weighed line takes grams from the opened pack's remainder (`pos_loose_remainders`) and opens as many
/// whole packs (⌈missing / 1000 g⌉, one ledger row) as it needs when the bin runs short. Returned grams go back into
/// the bin (see `Returns/`).
enum SaleStock {
  /// The grams in one pack of a loose good (the demo's loose goods are its `1 кг` packs).
  static let gramsPerPack = 1_000

  /// `correctingShortageApprovedBy`: the manager who approved selling goods the books show as missing; a line the
  /// shop lacks then first gets a count correction up to what it sells (the ledger row names the approver), and
  /// is then taken as usual.
  ///
  /// - Throws: `SaleError.outOfStock` when the shop has too few units and no manager approved the shortage
  ///   (nothing is then written; the caller's transaction rolls back).
  static func take(
    _ lines: [PricedBasket.Line], at shop: Shop.ID, actor: StockActor, note: String,
    correctingShortageApprovedBy approver: User.ID? = nil, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    for line in lines {
      let variant = line.item.variantID.rawValue
      let units: Int
      switch line.item.quantity {
      case .pieces(let count): units = count
      case .grams(let grams): units = try packsToOpen(for: grams, of: variant, at: shop, in: connection)
      }
      guard units > 0 else { continue }
      let movement = StockMovement(
        actor: actor, delta: -units, location: shop.rawValue, note: note, order: nil, reason: .sale, variant: variant)
      if let approver, try StockLedger.available(variant: variant, at: shop.rawValue, in: connection) < units {
        try StockLedger.correct(
          variant: variant, at: shop.rawValue, to: units, actor: actor,
          note: "found at the counter selling \(note), approved by staff:\(approver.uuidString)", at: seconds,
          in: connection)
      }
      guard try StockLedger.take(units, movement, at: seconds, in: connection) else {
        throw SaleError.outOfStock(
          article: line.item.article.rawValue,
          available: try StockLedger.available(variant: variant, at: shop.rawValue, in: connection))
      }
    }
  }

  /// Takes `grams` from the bin of `variant` at `shop` and returns the packs to open to cover what it lacks.
  private static func packsToOpen(
    for grams: Int, of variant: UUID, at shop: Shop.ID, in connection: any DatabaseConnection
  ) throws -> Int {
    let inBin = try bin(of: variant, at: shop, in: connection)
    let missing = max(grams - inBin, 0)
    let packs = (missing + gramsPerPack - 1) / gramsPerPack
    try setBin(inBin + packs * gramsPerPack - grams, of: variant, at: shop, in: connection)
    return packs
  }

  /// Whether taking `lines` in order would find the shop short of a variant (what `take` refuses without a
  /// manager's approval), read without writing: each variant's units and bin grams are followed line by line.
  static func isShort(
    _ lines: [PricedBasket.Line], at shop: Shop.ID, in connection: any DatabaseConnection
  ) throws -> Bool {
    var left: [UUID: (units: Int, bin: Int)] = [:]
    for line in lines {
      let variant = line.item.variantID.rawValue
      var stock: (units: Int, bin: Int)
      if let known = left[variant] {
        stock = known
      } else {
        stock = (
          try StockLedger.available(variant: variant, at: shop.rawValue, in: connection),
          try bin(of: variant, at: shop, in: connection)
        )
      }
      let units: Int
      switch line.item.quantity {
      case .pieces(let count): units = count
      case .grams(let grams):
        let missing = max(grams - stock.bin, 0)
        units = (missing + gramsPerPack - 1) / gramsPerPack
        stock.bin += units * gramsPerPack - grams
      }
      guard stock.units >= units else { return true }
      stock.units -= units
      left[variant] = stock
    }
    return false
  }

  /// Puts `grams` back into the bin (a return of a weighed line).
  static func putBack(_ grams: Int, of variant: UUID, at shop: Shop.ID, in connection: any DatabaseConnection) throws {
    let inBin = try bin(of: variant, at: shop, in: connection)
    try setBin(inBin + grams, of: variant, at: shop, in: connection)
  }

  /// The grams in the shop's bin of `variant` (0 when none was opened).
  private static func bin(of variant: UUID, at shop: Shop.ID, in connection: any DatabaseConnection) throws -> Int {
    try connection.first(
      "SELECT grams FROM pos_loose_remainders WHERE shop_id = $1 AND variant_id = $2",
      [shop.sqlValue, variant.sqlValue])?.int(0) ?? 0
  }

  private static func setBin(
    _ grams: Int, of variant: UUID, at shop: Shop.ID, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO pos_loose_remainders (shop_id, variant_id, grams) VALUES ($1, $2, $3)
      ON CONFLICT (shop_id, variant_id) DO UPDATE SET grams = excluded.grams
      """, [shop.sqlValue, variant.sqlValue, grams.sqlValue])
  }
}
