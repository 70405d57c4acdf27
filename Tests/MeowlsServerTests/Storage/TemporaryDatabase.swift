import Foundation
import MeowlsTestSupport

@testable import MeowlsServer

/// A fresh SQLite file in a temporary directory, removed by `remove()` (or when the directory goes away).
struct TemporaryDatabase {
  let directory: TemporaryDirectory
  var path: String { directory.path("test.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func open(connections: Int = 2) throws -> SQLiteDatabase {
    try SQLiteDatabase(path: path, connections: connections)
  }

  func remove() {
    directory.remove()
  }
}
