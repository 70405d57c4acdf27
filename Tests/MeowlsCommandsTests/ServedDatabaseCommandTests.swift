import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// A database `meowls serve` has opened (its web session tables migrated too) is one every command accepts.
@Suite struct ServedDatabaseCommandTests {
  @Test func reindexRunsOnADatabaseTheServerMigratedWithTheWebFronts() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("served.sqlite")
    let environment = AppEnvironment.test(random: 3)
    let database = try SQLiteDatabase(path: path, connections: 1)
    _ = try Migrator(migrations: Schema.migrations + WebFront.door().migrations, clock: environment.clock).migrate(
      database)
    database.close()

    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(
      ["reindex", "--db", path], variables: [:])
    #expect(code == 0, "\(captured.err)")
  }
}
