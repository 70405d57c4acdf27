import Foundation

@testable import MeowlsServer

/// The demo shop seeded once into a temporary database, with its catalogue and search indexes, for search tests.
enum SearchDemoFixture {
  static let shop: (database: SQLiteDatabase, catalog: CatalogIndex, search: SearchIndex) = {
    do {
      let folder = try TemporaryDatabase()
      let database = try folder.open()
      let (catalog, search) = try seededAndIndexed(database)
      return (database, catalog, search)
    } catch {
      fatalError("cannot index the demo shop: \(error)")
    }
  }()

  /// Migrates `database`, seeds the demo catalogue into it and builds its catalogue and search indexes.
  static func seededAndIndexed(_ database: any Database) throws -> (catalog: CatalogIndex, search: SearchIndex) {
    try Migrator(migrations: Schema.migrations, clock: .constant(DemoCatalogFixture.loadDate)).migrate(database)
    try CatalogSeeder(database: database).seed(DemoCatalogFixture.catalog)
    return try database.withConnection { connection in
      let revision = try CatalogRevision.current(connection)
      let storage = CatalogStorage(images: CatalogImageURLs(publicURL: "http://test"))
      let catalog = try storage.loadIndex(revision: revision.structure, connection)
      let view = CatalogCache.View(revision: revision, index: catalog)
      guard let search = try SearchCache.build(view, storage: SearchStorage(), connection) else {
        throw DatabaseError.busy(message: "the demo catalogue changed while it was indexed")
      }
      return (catalog, search)
    }
  }

  static var engine: SearchEngine { SearchEngine(index: shop.search, workspace: SearchWorkspace()) }

  /// The suggestion texts for `query`: categories (as "name (additional text)") then products.
  static func texts(_ query: String) -> [String] {
    engine.suggestions(query).map { suggestion in
      guard suggestion.redirect.type == .productsCollection else { return suggestion.text }
      return "\(suggestion.text) (\(suggestion.additionalText ?? ""))"
    }
  }
}
