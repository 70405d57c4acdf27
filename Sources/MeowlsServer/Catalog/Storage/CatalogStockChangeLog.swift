import Foundation

/// The stock change log as servers read it (`catalog_stock_changes`, written by the stock levels' triggers, 790).
enum CatalogStockChangeLog {
  /// Products forgotten one by one at most; past this, starting over is the cheaper way.
  static let productLimit = 2_000

  /// The products whose stock writes moved the stock revision from `from` to `to`, when the log holds a row for
  /// every step of that range (a bump without a row, a pruned row or a NULL product is a gap: nil) and they are few
  /// enough; empty when nothing moved. A step may hold several products (one bump per transaction).
  static func products(from: Int, to: Int, _ connection: any DatabaseConnection) throws -> Set<UUID>? {
    guard to >= from else { return nil }
    guard to > from else { return [] }
    guard to - from <= productLimit else { return nil }
    var products = Set<UUID>()
    var steps = Set<Int64>()
    var complete = true
    try connection.forEachRow(
      "SELECT revision, product_id FROM catalog_stock_changes WHERE revision > $1 AND revision <= $2",
      [.integer(Int64(from)), .integer(Int64(to))]
    ) { row in
      steps.insert(Int64(try row.int(0)))
      guard let text = try row.optionalString(1), let id = UUID(storedText: text) else {
        complete = false
        return
      }
      products.insert(id)
      guard products.count <= productLimit else {
        complete = false
        return
      }
    }
    return complete && steps.count == to - from ? products : nil
  }
}
