import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct PromoCodeStoreTests {
  let temporary: TemporaryDatabase
  let database: SQLiteDatabase
  let admin: PromoCodeAdmin
  let user = User.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000E1")!)
  let products = [
    Product.ID(uuidString: MiniCatalogue.id("A1"))!, Product.ID(uuidString: MiniCatalogue.id("A2"))!,
  ]

  init() throws {
    temporary = try TemporaryDatabase()
    database = try temporary.open(connections: 1)
    let clock = Clock.constant(Date(timeIntervalSince1970: 1_800_000_000))
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    let user = user
    try database.withConnection { connection in
      try connection.executeScript(MiniCatalogue.sql)
      try connection.execute(
        "INSERT INTO users (id, phone, password_hash, role, created_at) VALUES ($1, '79130000001', '-', 'customer', 0)",
        [user.uuidString.sqlValue])
    }
    admin = PromoCodeAdmin(database: database, clock: clock, random: .seeded(4))
  }

  func rule(_ code: String) throws -> PromoCodeRule {
    try #require(try database.withConnection { try PromoCodeStore.rule(code: code, in: $0) })
  }

  func covered(_ code: String) throws -> Set<Product.ID>? {
    let rule = try rule(code)
    return try database.withConnection { try PromoCodeStore.coveredProducts(by: rule, among: products, in: $0) }
  }

  @Test func codesAreFoundInAnyCase() throws {
    defer { temporary.remove() }
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "Meow10"))
    #expect(try rule(" MEOW10").code == "Meow10")
    #expect(try database.withConnection { try PromoCodeStore.rule(code: "MEOW1", in: $0) } == nil)
  }

  @Test func aCategoryCoversItsDescendantsAndNothingElse() throws {
    defer { temporary.remove() }
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "CATS", target: .categories(["koshki"])))
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "TOYS", target: .categories(["igrushki"])))
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "KONG", target: .products(["kong"])))
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "ALL"))
    #expect(try covered("CATS") == [products[0]])
    #expect(try covered("TOYS") == [products[1]])
    #expect(try covered("KONG") == [products[1]])
    #expect(try covered("ALL") == nil)
  }

  @Test func aOncePerUserCodeIsRedeemedOnce() throws {
    defer { temporary.remove() }
    try admin.add(PromoCodeDraft(benefit: .percent(20), code: "FIRST", oncePerUser: true))
    try admin.add(PromoCodeDraft(benefit: .percent(10), code: "MEOW10"))
    let first = try rule("FIRST")
    let ordinary = try rule("MEOW10")
    try database.withConnection { connection in
      #expect(try !PromoCodeStore.isRedeemed(first.id, by: user, in: connection))
      try PromoCodeStore.redeem(first, by: user, order: "1", at: 1, in: connection)
      #expect(try PromoCodeStore.isRedeemed(first.id, by: user, in: connection))
      #expect(throws: PromoCodeError.alreadyUsed) {
        try PromoCodeStore.redeem(first, by: user, order: "2", at: 2, in: connection)
      }
      try PromoCodeStore.redeem(ordinary, by: user, order: "1", at: 1, in: connection)
      try PromoCodeStore.redeem(ordinary, by: user, order: "2", at: 2, in: connection)
    }
    #expect(try admin.list().map(\.redemptions) == [1, 2])
  }
}
