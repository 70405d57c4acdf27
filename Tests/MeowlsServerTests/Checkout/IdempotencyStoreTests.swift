import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct IdempotencyStoreTests {
  let user = User.ID(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!)

  func database() throws -> SQLiteDatabase {
    let database = try SQLiteDatabase.migrated(clock: .constant(Date(timeIntervalSince1970: 0)))
    _ = try database.withConnection { connection in
      try connection.execute(
        "INSERT INTO users (id, phone, password_hash, role, created_at) VALUES ($1, '7', 'x', 'customer', 0)",
        [user.uuidString.sqlValue])
    }
    return database
  }

  func claim(
    _ key: String, hash: String = "h", now: Int64 = 100, lifetime: Int64 = 50, _ database: SQLiteDatabase
  ) throws -> IdempotencyStore.Claim {
    try database.withConnection { connection in
      try connection.transaction {
        try IdempotencyStore.claim(key, of: user, hash: hash, now: now, lifetime: lifetime, in: connection)
      }
    }
  }

  @Test func aKeyIsClaimedRunningThenDone() throws {
    let database = try database()
    #expect(try claim("k", database) == .claimed)
    #expect(throws: IdempotencyError.requestInProgress) { try claim("k", database) }
    #expect(throws: IdempotencyError.keyReused) { try claim("k", hash: "other", database) }
    try database.withConnection {
      try IdempotencyStore.complete("k", of: user, claimedAt: 100, status: 200, body: Array("{}".utf8), in: $0)
    }
    #expect(try claim("k", database) == .replay(status: 200, body: Array("{}".utf8)))
    #expect(throws: IdempotencyError.keyReused) { try claim("k", hash: "other", database) }
  }

  @Test func aReleasedOrExpiredKeyCanBeClaimedAgain() throws {
    let database = try database()
    #expect(try claim("k", database) == .claimed)
    try database.withConnection { try IdempotencyStore.release("k", of: user, claimedAt: 100, in: $0) }
    #expect(try claim("k", database) == .claimed)
    try database.withConnection {
      try IdempotencyStore.complete("k", of: user, claimedAt: 100, status: 200, body: Array("{}".utf8), in: $0)
    }
    #expect(throws: IdempotencyError.keyReused) { try claim("k", hash: "other", now: 149, database) }
    #expect(try claim("k", hash: "other", now: 150, database) == .claimed)
  }

  @Test func aClaimStillRunningAfterTenMinutesIsTakenOverAsACrashLeftIt() throws {
    let database = try database()
    let day: Int64 = 86_400
    #expect(try claim("crashed", now: 100, lifetime: day, database) == .claimed)
    #expect(try claim("finished", now: 100, lifetime: day, database) == .claimed)
    try database.withConnection {
      try IdempotencyStore.complete("finished", of: user, claimedAt: 100, status: 200, body: Array("{}".utf8), in: $0)
    }
    #expect(throws: IdempotencyError.requestInProgress) { try claim("crashed", now: 699, lifetime: day, database) }
    #expect(try claim("crashed", now: 700, lifetime: day, database) == .claimed)
    #expect(try claim("finished", now: 700, lifetime: day, database) == .replay(status: 200, body: Array("{}".utf8)))
  }

  @Test func aPurchaseWhoseClaimWasTakenOverCannotCompleteOrReleaseIt() throws {
    let database = try database()
    let day: Int64 = 86_400
    _ = try claim("slow", now: 100, lifetime: day, database)
    _ = try claim("slow", now: 700, lifetime: day, database)
    #expect(throws: IdempotencyError.requestInProgress) {
      try database.withConnection {
        try IdempotencyStore.complete("slow", of: user, claimedAt: 100, status: 200, body: [], in: $0)
      }
    }
    try database.withConnection { try IdempotencyStore.release("slow", of: user, claimedAt: 100, in: $0) }
    #expect(throws: IdempotencyError.requestInProgress) { try claim("slow", now: 701, lifetime: day, database) }
  }

  @Test func expiryForgetsOnlyOldKeys() throws {
    let database = try database()
    _ = try claim("old", now: 0, database)
    _ = try claim("new", now: 40, database)
    #expect(try database.withConnection { try IdempotencyStore.expire(at: 50, in: $0) } == 1)
    #expect(throws: IdempotencyError.requestInProgress) { try claim("new", now: 60, database) }
  }
}
