import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// Search matches and ranks in the server, over an index built from plain catalogue rows (Docs/search.md §Engines),
/// so it must answer the same on PostgreSQL as on SQLite: every query of the relevance set, suggestion for suggestion.
@Suite struct PostgresSearchParityTests {
  /// The demo catalogue seeded into a fresh PostgreSQL database and indexed as `SearchDemoFixture` indexes SQLite's.
  static let postgres: Result<SearchIndex, any Error> = Result {
    let database = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { database.close() }
    return try SearchDemoFixture.seededAndIndexed(database).search
  }

  @Test(arguments: SearchRelevanceTests.cases)
  func suggestionsAreTheSameOnPostgreSQL(_ relevance: SearchRelevanceCase) throws {
    let engine = SearchEngine(index: try Self.postgres.get(), workspace: SearchWorkspace())
    #expect(engine.suggestions(relevance.query) == SearchDemoFixture.engine.suggestions(relevance.query))
  }

  @Test func productListingsRankTheSameOnPostgreSQL() throws {
    let engine = SearchEngine(index: try Self.postgres.get(), workspace: SearchWorkspace())
    for query in ["корм", "rjhv lkz rjitr", "royal kanin", "шампнь", "игрушки & наполнитель"] {
      // NB: each match with its ranking key, so the order of the listing is compared too.
      let onPostgres = engine.products(SearchQuery(query)).sorted { $0.document < $1.document }
      let onSQLite = SearchDemoFixture.engine.products(SearchQuery(query)).sorted { $0.document < $1.document }
      #expect(!onSQLite.isEmpty)
      #expect(onPostgres == onSQLite, "\(query)")
    }
  }
}
