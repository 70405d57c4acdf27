import Foundation
import MeowlsServer
import MeowlsWeb

/// Web sessions in the server's database (`WebSessionSchema`), so a restart loses no visitor's cart or login.
struct DatabaseWebSessionStore: WebSessionStore {
  let database: any Database

  func create(_ record: WebSessionRecord) throws {
    try database.transaction { connection in
      _ = try connection.execute(
        "INSERT INTO web_sessions (id, csrf_token, last_seen) VALUES ($1, $2, $3)",
        [.text(record.id), .text(record.csrfToken), .real(record.lastSeen.timeIntervalSince1970)])
    }
  }

  func delete(_ id: String) throws {
    try database.transaction { _ = try $0.execute("DELETE FROM web_sessions WHERE id = $1", [.text(id)]) }
  }

  func deleteIdle(before date: Date) throws {
    try database.transaction {
      _ = try $0.execute("DELETE FROM web_sessions WHERE last_seen < $1", [.real(date.timeIntervalSince1970)])
    }
  }

  func load(_ id: String) throws -> WebSessionRecord? {
    try database.withConnection { connection in
      guard let row = try connection.first("SELECT csrf_token, last_seen FROM web_sessions WHERE id = $1", [.text(id)])
      else { return nil }
      var values: [String: Data] = [:]
      try connection.forEachRow("SELECT key, value FROM web_session_values WHERE session_id = $1", [.text(id)]) { row in
        if case .blob(let bytes) = row[1] { values[try row.string(0)] = Data(bytes) }
      }
      return WebSessionRecord(
        id: id, csrfToken: try row.string(0), lastSeen: Date(timeIntervalSince1970: try row.double(1)), values: values)
    }
  }

  func setValue(_ data: Data?, forKey key: String, session id: String) throws {
    try database.transaction { connection in
      if let data {
        _ = try connection.execute(
          """
          INSERT INTO web_session_values (session_id, key, value) SELECT $1, $2, $3
          WHERE EXISTS (SELECT 1 FROM web_sessions WHERE id = $1)
          ON CONFLICT (session_id, key) DO UPDATE SET value = excluded.value
          """, [.text(id), .text(key), .blob(Array(data))])
      } else {
        _ = try connection.execute(
          "DELETE FROM web_session_values WHERE session_id = $1 AND key = $2", [.text(id), .text(key)])
      }
    }
  }

  func touch(_ id: String, at date: Date) throws {
    try database.transaction {
      _ = try $0.execute(
        "UPDATE web_sessions SET last_seen = $2 WHERE id = $1", [.text(id), .real(date.timeIntervalSince1970)])
    }
  }
}
