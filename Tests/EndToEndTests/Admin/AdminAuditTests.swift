import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `GET /admin/audit`: every back-office change as a row (who, when, what, before and after), newest first.
@Suite struct AdminAuditTests {
  @Test func everyChangeWritesOneRowNewestFirst() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    _ = try shop.call(.archiveProduct(.valid(product.id)), as: AdminProduct.self)
    let category: AdminCategory = try shop.call(.createCategory(CategoryDraft(name: "Аптека")))
    _ = try shop.call(.receiveStock(StockChangeRequest(article: "90001", quantity: 2)), as: StockChange.self)
    let page: Page<AuditEntry> = try shop.call(.audit(AuditQuery()))
    #expect(page.results.map(\.action) == ["stock.receive", "category.create", "product.archive", "product.create"])
    #expect(
      page.results.map(\.subjectID)
        == [
          product.variants[0].id?.uuidString ?? "?", category.id.uuidString, product.id.uuidString,
          product.id.uuidString,
        ])
    let admin = try #require(try shop.server.rows("SELECT id FROM users WHERE phone = '79990000099'").first)
    #expect(page.results.allSatisfy { $0.actor == "staff:\(admin)" && $0.recordedAt == shop.server.clock.now })
    #expect(page.paginationInfo == PaginationInfo(page: 1, perPage: 20, totalCount: 4))
  }

  @Test func aRowHoldsTheThingBeforeAndAfter() throws {
    let shop = try AdminFixture()
    let created: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let archived: AdminProduct = try shop.call(.archiveProduct(.valid(created.id)))
    let page: Page<AuditEntry> = try shop.call(.audit(AuditQuery(action: "product.archive")))
    let row = try #require(page.results.first)
    #expect(page.results.count == 1)
    #expect(row.before == (try Self.json(created)))
    #expect(row.after == (try Self.json(archived)))
    let creation = try #require(
      try shop.call(.audit(AuditQuery(action: "product.create")), as: Page<AuditEntry>.self).results.first)
    let expected = try Self.json(created)
    #expect(creation.before == nil && creation.after == expected)
  }

  @Test func rowsAreFilteredBySubjectAndPaged() throws {
    let shop = try AdminFixture()
    let first: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    _ = try shop.call(.createProduct(try shop.draft(name: "Корм Пушистик", article: "90002")), as: AdminProduct.self)
    _ = try shop.call(.archiveProduct(.valid(first.id)), as: AdminProduct.self)
    let subject: Page<AuditEntry> = try shop.call(.audit(AuditQuery(subjectID: first.id.uuidString)))
    #expect(subject.results.map(\.action) == ["product.archive", "product.create"])
    let second: Page<AuditEntry> = try shop.call(.audit(AuditQuery(page: PageRequest(page: 2, perPage: 2))))
    #expect(second.results.map(\.action) == ["product.create"])
    #expect(second.paginationInfo == PaginationInfo(page: 2, perPage: 2, totalCount: 3))
  }

  @Test func aRefusedChangeWritesNoRow() throws {
    let shop = try AdminFixture()
    _ = try shop.send(.admin(.archiveCategory(.valid(try shop.category("koshki")))), token: shop.admin)
    #expect(try shop.call(.audit(AuditQuery()), as: Page<AuditEntry>.self).results == [])
  }

  /// The value as an audit row keeps it.
  static func json(_ value: some Encodable) throws -> AuditJSON {
    let encoder = JSONEncoder.meowls
    encoder.outputFormatting.insert(.sortedKeys)
    return try JSONDecoder().decode(AuditJSON.self, from: encoder.encode(value))
  }
}
