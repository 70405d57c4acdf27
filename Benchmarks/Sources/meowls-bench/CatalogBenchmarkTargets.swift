import Foundation
import MeowlsAPI
import MeowlsServer

/// The catalogue requests `Benchmarks/run.sh` measures, read from a seeded database and built with `APIRoute`:
///
/// - `meowls-bench catalog-page <db>`: the category page of the issue: «Кошки / Корма сухие», two brands and an
///   age selected, sorted by price, 20 products;
/// - `meowls-bench catalog-mix <db> <count>`: `count` different category pages (every category, sort, pages 1–4
///   that exist, with no brand filter or one of the category's brands), scattered. `run.sh` requests the first 1,000 in turn for a while
///   (mostly page cache hits) and, on a fresh server, each of the first 2,000 exactly once (first visits).
enum CatalogBenchmarkTargets {
  static func run(_ arguments: [String]) throws {
    guard arguments.count >= 2 else { throw Usage() }
    let database = try SQLiteDatabase(path: arguments[1], connections: 1)
    defer { database.close() }
    switch arguments[0] {
    case "catalog-page": print(try categoryPage(database))
    case "catalog-mix":
      try mix(database, count: arguments.count > 2 ? Int(arguments[2]) ?? 1000 : 1000).forEach { print($0) }
    default: throw Usage()
    }
  }

  struct Usage: Error, CustomStringConvertible {
    var description: String { "usage: meowls-bench [catalog-page <db> | catalog-mix <db> [count]]" }
  }

  static func categoryPage(_ database: SQLiteDatabase) throws -> String {
    let id = try database.withConnection { connection in
      try connection.first(
        """
        SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id
        WHERE p.code = 'koshki' AND c.code = 'korma_sukhie'
        """)?.string(0)
    }
    guard let id, let category = Category.ID(uuidString: id) else { throw Usage() }
    let filters: FilterSelection = ["brand": ["Monge", "Brit"], "age": ["взрослые (1-6)"]]
    let query = ProductsQuery(
      listing: .category(category, filters: filters, sort: .price), page: PageRequest(page: 1, perPage: 20))
    return APIRoute.catalog(.products(query)).request.target
  }

  static func mix(_ database: SQLiteDatabase, count: Int) throws -> [String] {
    // NB: a shopper picks a brand the category's filter offers and turns to a page that exists, so each category
    // gets its most, middle and least stocked brands (of those it has) and only pages within its product count.
    // Before, the first three brands of the alphabet were paired with every category, and 7 in 10 pages were empty.
    let counts = try database.withConnection { connection in
      try connection.query(
        """
        WITH RECURSIVE tree(root, id) AS (
          SELECT id, id FROM categories
          UNION ALL SELECT t.root, c.id FROM tree t JOIN categories c ON c.parent_id = t.id
        ), brands(product_id, brand) AS (
          SELECT DISTINCT v.product_id, pv.value FROM product_variants v
          JOIN variant_property_values vpv ON vpv.variant_id = v.id
          JOIN property_values pv ON pv.id = vpv.value_id
          JOIN product_properties pp ON pp.id = pv.property_id AND pp.code = 'brand'
        )
        SELECT c.id, b.brand, count(*) FROM categories c
        JOIN tree t ON t.root = c.id JOIN product_categories pc ON pc.category_id = t.id
        LEFT JOIN brands b ON b.product_id = pc.product_id
        GROUP BY c.id, b.brand ORDER BY c.position, c.id, count(*) DESC, b.brand
        """
      ).map { row in (category: try row.string(0), brand: try row.optionalString(1), products: try row.int(2)) }
    }
    var targets: [String] = []
    for (id, rows) in Dictionary(grouping: counts, by: \.category).sorted(by: { $0.key < $1.key }) {
      guard let category = Category.ID(uuidString: id) else { continue }
      let brands = rows.filter { $0.brand != nil }
      let picked = Set([0, brands.count / 2, brands.count - 1].filter { brands.indices.contains($0) })
      let choices =
        [(brand: String?.none, products: rows.reduce(0) { $0 + $1.products })]
        + picked.sorted().map { (brand: brands[$0].brand, products: brands[$0].products) }
      for sort in ProductSort.allCases {
        for page in 1...4 {
          for choice in choices where (page - 1) * 20 < choice.products {
            let filters: FilterSelection = choice.brand.map { ["brand": [$0]] } ?? [:]
            let query = ProductsQuery(
              listing: .category(category, filters: filters, sort: sort), page: PageRequest(page: page, perPage: 20))
            targets.append(APIRoute.catalog(.products(query)).request.target)
          }
        }
      }
    }
    // A fixed scatter of the list (a prime stride visits every entry once when it does not divide the count).
    let stride = targets.count % 7919 == 0 ? 7907 : 7919
    return (0..<min(count, targets.count)).map { targets[$0 * stride % targets.count] }
  }
}
