import Foundation
import MeowlsTestSupport

@testable import MeowlsServer

/// The demo shop (with one picture of every byte value) seeded once per test process into an SQLite file, and its
/// export: seeding takes seconds, copying a file milliseconds.
enum TransferDemoShop {
  private static let seeded: Result<(directory: TemporaryDirectory, database: String, export: String), any Error> =
    Result {
      let directory = try TemporaryDirectory()
      let path = directory.path("demo.sqlite")
      let shop = try SQLiteDatabase(path: path, connections: 1)
      try Migrator(migrations: Schema.migrations, clock: .constant(TestClock.defaultStart)).migrate(shop)
      try Application.seedDemoShopIfEmpty(shop, environment: .test(random: 21))
      // NB: a picture, so bytes of every value go through the file (and bytea) and back.
      _ = try shop.transaction {
        try $0.execute(
          """
          INSERT INTO pictures (id, format, width, height, byte_count, uploaded_at, original)
          VALUES ('every-byte', 'png', 1, 1, 256, 0, $1)
          """, [.blob(Array(0...255))])
      }
      let export = directory.path("demo.meowls")
      _ = try DatabaseExport.write(shop, to: export)
      shop.close()
      // NB: a static is never released, so its directory is removed at exit, not by `deinit` (`SeededShop`'s way).
      atexit { (try? TransferDemoShop.seeded.get())?.directory.remove() }
      return (directory, path, export)
    }

  /// The export of the demo shop (read it, never change it).
  static func export() throws -> String { try seeded.get().export }

  /// A copy of the seeded database at `path`.
  static func copy(to path: String) throws {
    try FileManager.default.copyItem(atPath: try seeded.get().database, toPath: path)
  }
}
