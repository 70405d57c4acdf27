import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `/admin/sales...`: sales with their windows and products, as shoppers see them at once (`/sales`, `/sales/{id}`,
/// `/products?sale_id=`).
@Suite struct AdminSaleTests {
  static let winter = AdminSaleDraft(
    code: "winter-2027", disclaimer: "Пока есть в наличии", endDate: day("2027-02-28"), saleType: .online,
    startDate: day("2027-01-01"), title: "Зимняя распродажа")

  static func day(_ text: String) -> CalendarDate {
    CalendarDate(string: text) ?? CalendarDate(year: 1, month: 1, day: 1)!
  }

  /// The shop's `GET /sales/{id}` answer.
  static func shown(_ shop: AdminFixture, _ id: Sale.ID) throws -> RawHTTPResponse {
    try shop.send(.catalog(.sale(.valid(id))), token: nil)
  }

  @Test func aNewSaleGoesLastAndIsListedAtOnce() throws {
    let shop = try AdminFixture()
    let before: [AdminSale] = try shop.call(.mainPage(.sales))
    let added: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    #expect(added.position == before.count && added.productIDs.isEmpty && added.title == "Зимняя распродажа")
    let response = try shop.send(.catalog(.sales(SalesQuery(page: PageRequest(perPage: 100)))), token: nil)
    let page = try JSONDecoder.meowls.decode(Page<Sale>.self, from: Data(response.body))
    #expect(page.results.last?.id == added.id && page.results.last?.code == "winter-2027")
    #expect(try Self.shown(shop, added.id).status == 200)
  }

  @Test func aSaleEndingBeforeItStartsIsRefused() throws {
    let shop = try AdminFixture()
    var draft = Self.winter
    draft.endDate = Self.day("2026-12-31")
    let response = try shop.send(.admin(.mainPage(.createSale(draft))), token: shop.admin)
    #expect(response.status == 400 && response.code == "invalidSaleWindow")
  }

  @Test func aTakenCodeIsRefused() throws {
    let shop = try AdminFixture()
    _ = try shop.call(.mainPage(.createSale(Self.winter)), as: AdminSale.self)
    let response = try shop.send(.admin(.mainPage(.createSale(Self.winter))), token: shop.admin)
    #expect(response.status == 409 && response.code == "saleCodeTaken")
  }

  @Test func aSalesProductsAreShownAtOnceAndLeaveTheirOldSale() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    let products = Array(try shop.listed(in: try shop.category("koshki/lakomstva")).prefix(3))
    let filled: AdminSale = try shop.call(
      .mainPage(.saleProducts(.valid(sale.id), ProductSelection(productIDs: products))))
    #expect(Set(filled.productIDs) == Set(products))
    let shown = try JSONDecoder.meowls.decode(Sale.self, from: Data(try Self.shown(shop, sale.id).body))
    #expect(Set(shown.products?.map(\.id) ?? []) == Set(products))
    let other: AdminSale = try shop.call(
      .mainPage(
        .createSale(
          AdminSaleDraft(
            code: "spring", endDate: Self.day("2027-05-31"), saleType: .online, startDate: Self.day("2027-03-01"),
            title: "Весна"))))
    _ = try shop.call(
      .mainPage(.saleProducts(.valid(other.id), ProductSelection(productIDs: [products[0]]))), as: AdminSale.self)
    let after: [AdminSale] = try shop.call(.mainPage(.sales))
    #expect(after.first { $0.id == sale.id }.map { Set($0.productIDs) } == Set(products.dropFirst()))
    let again = try JSONDecoder.meowls.decode(Sale.self, from: Data(try Self.shown(shop, sale.id).body))
    #expect(Set(again.products?.map(\.id) ?? []) == Set(products.dropFirst()))
  }

  @Test func anUnknownProductIsRefused() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    let response = try shop.send(
      .admin(.mainPage(.saleProducts(.valid(sale.id), ProductSelection(productIDs: [Product.ID(UUID())])))),
      token: shop.admin)
    #expect(response.status == 404 && response.code == "productNotFound")
  }

  @Test func anEditChangesTheWindowAndKeepsTheProducts() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    let products = Array(try shop.listed(in: try shop.category("koshki/lakomstva")).prefix(2))
    _ = try shop.call(
      .mainPage(.saleProducts(.valid(sale.id), ProductSelection(productIDs: products))), as: AdminSale.self)
    var draft = Self.winter
    draft.endDate = Self.day("2027-03-31")
    draft.title = "Зима до весны"
    let edited: AdminSale = try shop.call(.mainPage(.editSale(.valid(sale.id), draft)))
    #expect(edited.endDate == Self.day("2027-03-31") && Set(edited.productIDs) == Set(products))
    let shown = try JSONDecoder.meowls.decode(Sale.self, from: Data(try Self.shown(shop, sale.id).body))
    #expect(shown.title == "Зима до весны")
  }

  @Test func aSaleABannerLeadsToIsNotDeleted() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    _ = try shop.call(
      .mainPage(
        .createBanner(
          BannerDraft(placeType: .singleBanner, redirect: AdminBannerRedirect(saleID: sale.id, type: .object)))),
      as: AdminBanner.self)
    let response = try shop.send(.admin(.mainPage(.deleteSale(.valid(sale.id)))), token: shop.admin)
    #expect(response.status == 409 && response.code == "saleLinkedToBanner")
  }

  @Test func aDeletedSaleLeavesItsProductsInNoSale() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    let products = Array(try shop.listed(in: try shop.category("koshki/lakomstva")).prefix(2))
    _ = try shop.call(
      .mainPage(.saleProducts(.valid(sale.id), ProductSelection(productIDs: products))), as: AdminSale.self)
    let left: [AdminSale] = try shop.call(.mainPage(.deleteSale(.valid(sale.id))))
    #expect(!left.contains { $0.id == sale.id })
    #expect(try Self.shown(shop, sale.id).code == "saleNotFound")
    for product in products {
      #expect(try shop.server.rows("SELECT sale_id IS NULL FROM products WHERE id = '\(product.uuidString)'") == ["1"])
    }
  }

  @Test func everyChangeWritesItsAuditRow() throws {
    let shop = try AdminFixture()
    let sale: AdminSale = try shop.call(.mainPage(.createSale(Self.winter)))
    _ = try shop.call(.mainPage(.editSale(.valid(sale.id), Self.winter)), as: AdminSale.self)
    _ = try shop.call(.mainPage(.deleteSale(.valid(sale.id))), as: [AdminSale].self)
    let page: Page<AuditEntry> = try shop.call(.audit(AuditQuery(subjectID: sale.id.rawValue.uuidString)))
    #expect(page.results.map(\.action) == ["sale.delete", "sale.edit", "sale.create"])
    #expect(page.results[2].after == (try AdminAuditTests.json(sale)) && page.results[2].before == nil)
  }
}

extension AdminSaleTests {
  @Test func anOrderPutsTheSalesInItAtOnce() throws {
    let shop = try AdminFixture()
    _ = try shop.call(.mainPage(.createSale(Self.winter)), as: AdminSale.self)
    let ids = try shop.call(.mainPage(.sales), as: [AdminSale].self).map(\.id)
    let reordered: [AdminSale] = try shop.call(.mainPage(.orderSales(AdminSaleOrder(saleIDs: ids.reversed()))))
    #expect(reordered.map(\.id) == ids.reversed() && reordered.map(\.position) == Array(ids.indices))
    let response = try shop.send(.catalog(.sales(SalesQuery(page: PageRequest(perPage: 100)))), token: nil)
    let listed = try JSONDecoder.meowls.decode(Page<Sale>.self, from: Data(response.body)).results.map(\.id)
    #expect(listed.first == ids.last)
  }

  @Test func anOrderMissingASaleIsRefused() throws {
    let shop = try AdminFixture()
    let ids = try shop.call(.mainPage(.sales), as: [AdminSale].self).map(\.id)
    let response = try shop.send(
      .admin(.mainPage(.orderSales(AdminSaleOrder(saleIDs: Array(ids.dropFirst()))))), token: shop.admin)
    #expect(response.status == 400 && response.code == "validationError")
  }
}
