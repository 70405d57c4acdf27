import Foundation
import MeowlsServer

extension AppEnvironment {
  /// The effects a test runs the server or a command with: `clock`, a seeded random source, no log unless asked,
  /// and Argon2id at its minimum limits (real hashes, cheap enough for hundreds of logins per suite); no picture
  /// fetcher unless a test gives one (a local server's); the bundled suggestion data read once per process.
  public static func test(
    clock: Clock = .constant(TestClock.defaultStart), log: LogSink = .silent, random seed: UInt64,
    cardTerminal: CardTerminal? = nil, fiscalRegistrar: (any FiscalRegistrar)? = nil,
    pictureFetcher: (any PictureFetcher)? = nil
  ) -> AppEnvironment {
    AppEnvironment(
      cardTerminal: cardTerminal, clock: clock, fiscalRegistrar: fiscalRegistrar, log: log, passwordHasher: .minimum,
      random: .seeded(seed), pictureFetcher: pictureFetcher, suggestionData: { try bundledSuggestions.get() })
  }

  /// The bundled suggestion data, read once for the whole test process: it never changes, and reading it again
  /// for each of the suite's thousands of servers was a tenth of their start.
  private static let bundledSuggestions = Result { try SuggestionData.bundled() }
}

extension Clock {
  /// The wall time of `clock`, which only the test moves; the monotonic time stands still.
  public static func test(_ clock: TestClock) -> Clock {
    Clock(now: { clock.now }, monotonicNanoseconds: { 0 })
  }
}

extension SQLiteDatabase {
  /// A database at `path` (in memory unless given) with every migration applied.
  public static func migrated(
    path: String = ":memory:", connections: Int = 1, clock: Clock = .constant(TestClock.defaultStart)
  ) throws -> SQLiteDatabase {
    let database = try SQLiteDatabase(path: path, connections: connections)
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    return database
  }
}
