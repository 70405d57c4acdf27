import Foundation
import MeowlsAPI

extension ProductAdmin {
  /// A page of the back office's product list, in the catalogue's order (`products.position`).
  ///
  /// The text matches a variant's article or barcode exactly, or every word of it somewhere in the name, in any
  /// case. NB: the name match is made here rather than in SQL, since SQLite's `lower` folds ASCII only and the
  /// names are Russian; a scan of 100,000 names is a few milliseconds, and a back office is not the shop's hot path.
  public func list(_ query: AdminProductQuery) throws -> Page<AdminProductSummary> {
    try database.withConnection { connection in
      var conditions: [String] = []
      var binds: [SQLValue] = []
      switch query.archived {
      case .excluded: conditions.append("p.archived = 0")
      case .included: break
      case .only: conditions.append("p.archived = 1")
      }
      if let category = query.categoryID {
        binds.append(category.sqlValue)
        conditions.append(
          """
          p.id IN (SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (
            WITH RECURSIVE tree(id) AS (
              SELECT $\(binds.count) UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
            SELECT id FROM tree))
          """)
      }
      let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
      var rows = try connection.query(
        "SELECT p.id, p.name FROM products p \(filter) ORDER BY p.position, p.id", binds
      ).map { (id: try CatalogStorage.uuid($0, 0), name: try $0.string(1)) }
      if let text = query.query {
        let exact = try Self.holders(of: text, connection)
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        rows = rows.filter { row in
          exact.contains(row.id) || words.allSatisfy { row.name.lowercased().contains($0) }
        }
      }
      let window = rows.dropFirst(query.page.offset).prefix(query.page.limit)
      let results = try window.map { try summary(of: $0.id, connection) }
      return Page(paginationInfo: query.page.info(total: rows.count), results: results)
    }
  }

  /// The products holding a variant with this article (any case) or barcode.
  ///
  /// NB: `lower` on both sides, not SQLite's `COLLATE NOCASE`, which PostgreSQL does not know; SQLite's `lower`
  /// folds ASCII as NOCASE does, so SQLite matches as before.
  private static func holders(of text: String, _ connection: any DatabaseConnection) throws -> Set<UUID> {
    Set(
      try connection.query(
        "SELECT product_id FROM product_variants WHERE lower(article) = lower($1) OR barcode = $1",
        [text.sqlValue]
      ).map { try CatalogStorage.uuid($0, 0) })
  }

  private func summary(of id: UUID, _ connection: any DatabaseConnection) throws -> AdminProductSummary {
    let product = try ProductAdminStore.required(id, images: images, in: connection)
    let first = product.variants.first
    return AdminProductSummary(
      archived: product.archived, article: first?.article ?? Article(rawValue: ""), categoryIDs: product.categoryIDs,
      id: product.id, image: product.pictures?.first?.image, name: product.name, price: first?.price ?? .zero,
      variantCount: product.variants.count)
  }
}
