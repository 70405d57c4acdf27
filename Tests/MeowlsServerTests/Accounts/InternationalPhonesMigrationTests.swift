import Foundation
import Testing

@testable import MeowlsServer

/// Migration 205: a phone stored before `PhoneNumber` kept the `+` of an international number whose digits read as a
/// Russian one gets its `+`, so the stored form is again the normalised form of what its owner types.
@Suite struct InternationalPhonesMigrationTests {
  let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))

  @Test func storedPhonesThatReadAsRussianGetTheirPlusAndOthersStayAsTheyAre() throws {
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let before = Schema.migrations.filter { $0.version < AccountsSchema.internationalPhones.version }
    try Migrator(migrations: before, clock: clock).migrate(database)
    let stored = ["81312345678", "9613123456", "79139139113", "442079460958", "12345", "call me"]
    try database.withConnection { connection in
      for (index, phone) in stored.enumerated() {
        try connection.execute(
          "INSERT INTO users (id, phone, password_hash, role, created_at) VALUES ($1, $2, 'x', 'customer', 0)",
          [.text("U\(index)"), .text(phone)])
      }
    }
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    let phones = try database.withConnection { try $0.query("SELECT phone FROM users ORDER BY id") }
      .map { try $0.string(0) }
    #expect(phones == ["+81312345678", "+9613123456", "79139139113", "442079460958", "12345", "call me"])
    #expect(
      phones
        == ["+81 3 1234 5678", "+961 3 123 456", "+7 913 913 91 13", "+44 20 7946 0958", "12345", "call me"]
        .map(PhoneNumber.normalised))
  }
}
