import Foundation

/// The stock change log as servers read it (`catalog_stock_changes`, written by the stock levels' triggers, 790).
enum CatalogStockChangeLog {
  /// Products forgotten one by one at most; past this, starting over is the cheaper way.
  static let productLimit = 2_000

  /// The products whose stock writes moved the stock revision from `from` to `to`, when the log holds a row for
  /// every step of that range (a bump without a row, a pruned row or a NULL product is a gap: nil) and they are few
  /// enough; empty when nothing moved.
  static func products(from: Int, to: Int, _ connection: any DatabaseConnection) throws -> Set<UUID>? {
    guard to >= from else { return nil }
    guard to > from else { return [] }
    guard to - from <= productLimit else { return nil }
    var products = Set<UUID>()
    var rows = 0
    var complete = true
    try connection.forEachRow(
      "SELECT product_id FROM catalog_stock_changes WHERE revision > $1 AND revision <= $2",
      [.integer(Int64(from)), .integer(Int64(to))]
    ) { row in
      rows += 1
      guard let text = try row.optionalString(0), let id = UUID(storedText: text) else {
        complete = false
        return
      }
      products.insert(id)
    }
    return complete && rows == to - from ? products : nil
  }
}
