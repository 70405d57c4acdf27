import Foundation

@testable import MeowlsServer

/// A fresh SQLite file in a temporary folder, removed by `remove()`.
struct TemporaryDatabase {
  let directory: URL
  var path: String { directory.appendingPathComponent("test.sqlite").path }

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func open(connections: Int = 2) throws -> SQLiteDatabase {
    try SQLiteDatabase(path: path, connections: connections)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
