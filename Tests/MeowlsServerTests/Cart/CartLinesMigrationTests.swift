import Foundation
import Testing

@testable import MeowlsServer

/// Schema 303 moves saved cart lines into a table clustered by cart, and keeps every line.
@Suite struct CartLinesMigrationTests {
  let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))

  @Test func savedLinesSurviveTheMoveToTheClusteredTable() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open(connections: 1)
    defer { database.close() }
    let clustered = CartSchema.clusteredCartLines.version
    try Migrator(migrations: Schema.migrations.filter { $0.version != clustered }, clock: clock).migrate(database)
    // Only the lines' own references are checked by the move; their parents' parents may be missing.
    try database.withConnection { connection in
      try connection.executeScript(
        """
        PRAGMA foreign_keys=OFF;
        INSERT INTO carts (id, user_id, created_at, updated_at) VALUES ('C1', 'U1', 0, 0), ('C2', 'U2', 0, 0);
        INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES
          ('V1', 'P1', '1', 'one', 0), ('V2', 'P1', '2', 'two', 1);
        INSERT INTO cart_items (id, cart_id, variant_id, count, position) VALUES
          ('I1', 'C1', 'V2', 3, 1), ('I2', 'C1', 'V1', 1, 0), ('I3', 'C2', 'V1', 2, 0);
        PRAGMA foreign_keys=ON;
        """)
    }
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    let lines = try database.withConnection { connection in
      try connection.query("SELECT cart_id, variant_id, id, count, position FROM cart_items ORDER BY cart_id, position")
        .map { try [$0.string(0), $0.string(1), $0.string(2), String($0.int(3)), String($0.int(4))] }
    }
    #expect(
      lines == [["C1", "V1", "I2", "1", "0"], ["C1", "V2", "I1", "3", "1"], ["C2", "V1", "I3", "2", "0"]])
    let table = try database.withConnection { try $0.first("SELECT sql FROM sqlite_master WHERE name = 'cart_items'") }
    #expect(try table?.string(0).contains("WITHOUT ROWID") == true)
  }
}
