import Foundation
import MeowlsAPI
import MeowlsServer

/// The catalogue requests `Benchmarks/run.sh` measures, read from a seeded database and built with `APIRoute`:
///
/// - `meowls-bench catalog-page <db>`: the category page of the issue: «Кошки / Корма сухие», two brands and an
///   age selected, sorted by price, 20 products;
/// - `meowls-bench catalog-mix <db> <count>`: `count` different category pages (every category, sort, pages 1–4,
///   with no brand filter or one of three brands), scattered. `run.sh` requests the first 1,000 in turn for a while
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
    let (categories, brands) = try database.withConnection { connection in
      (
        try connection.query("SELECT id FROM categories ORDER BY position").compactMap {
          Category.ID(uuidString: try $0.string(0))
        },
        try connection.query(
          """
          SELECT v.value FROM property_values v JOIN product_properties p ON p.id = v.property_id
          WHERE p.code = 'brand' ORDER BY v.value
          """
        ).map { try $0.string(0) }
      )
    }
    var targets: [String] = []
    for category in categories {
      for sort in ProductSort.allCases {
        for page in 1...4 {
          for brand in [nil] + brands.prefix(3).map(Optional.some) {
            let filters: FilterSelection = brand.map { ["brand": [$0]] } ?? [:]
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
