import Foundation

extension CatalogCache {
  /// Products read per batch while warming up.
  static let warmUpBatch = 500

  /// Builds the index and reads the list form of every listed product, so that the first visit of any page finds
  /// its products in memory; stops early (without an error) past half of `productByteLimit`, leaving the rest to
  /// products read on demand, or when the catalogue changed meanwhile.
  ///
  /// NB: done before the server answers. Ordinal order is catalogue order, so a batch reads neighbouring rows;
  /// 100,000 products take about 11 s on the 2-core machine and 28 MB packed (120 MB of JSON; `Docs/catalogue.md`).
  func warmUp(_ connection: any DatabaseConnection) throws {
    let view = try view(connection)
    let ordinals = view.index.listed.members()
    for start in stride(from: 0, to: ordinals.count, by: Self.warmUpBatch) {
      let ids = ordinals[start..<min(start + Self.warmUpBatch, ordinals.count)].map { view.index.productIDs[Int($0)] }
      // NB: a product the storage cannot render (a variant without a price, say) must not keep the server from
      // starting: its batch is read again one by one, and the broken one is left to its requests, which answer
      // the contract's error for it as before.
      do {
        _ = try productJSON(ids, in: view, connection)
      } catch is CatalogError {
        for id in ids { _ = try? productJSON([id], in: view, connection) }
      }
      let (full, current) = state.withLock { ($0.productBytes * 2 > productByteLimit, $0.revision == view.revision) }
      guard !full, current else { return }
    }
  }

  /// How many products' list forms are kept, and their bytes (tests and the benchmark's report).
  var keptProducts: (count: Int, bytes: Int) {
    state.withLock { ($0.products.count, $0.productBytes) }
  }
}
