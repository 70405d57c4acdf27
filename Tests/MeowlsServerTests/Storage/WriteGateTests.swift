import Dispatch
import Testing

@testable import MeowlsServer

@Suite struct WriteGateTests {
  @Test func concurrentTransactionsOfOnePoolRunOneAfterAnother() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open(connections: 4)
    try database.withConnection {
      try $0.executeScript("CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (0)")
    }
    // NB: read, then write what was read plus one: only transactions that never overlap count every increment.
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<100 {
        try? database.withConnection { connection in
          try connection.transaction {
            let n = try connection.first("SELECT n FROM counter")?.int(0) ?? 0
            try connection.execute("UPDATE counter SET n = $1", [.integer(Int64(n + 1))])
          }
        }
      }
    }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 800)
  }
}
