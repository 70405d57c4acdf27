import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct SalesTests {
  typealias F = FixtureCatalog
  let day: TimeInterval = 86_400

  func codes(_ query: SalesQuery, on server: TestServer = TestServer.sharedDemo) throws -> [String] {
    try server.get(api(.catalog(.sales(query))), as: Page<Sale>.self).results.map(\.code)
  }

  @Test func onlineSalesAreTheDefaultInCatalogueOrder() throws {
    #expect(
      try codes(SalesQuery())
        == ["skidka-25-na-vlazhnyy-korm-felix", "royal-canin-minus-20", "akvariumnyy-start", "zdorovye-pitomtsa"])
  }

  @Test func unknownSaleTypeIsOnline() throws {
    #expect(
      try TestServer.sharedDemo.get("/api/v1/sales?sale_type=weekly", as: Page<Sale>.self).results.map(\.code)
        == codes(SalesQuery()))
  }

  @Test func offlineSalesAreListedByType() throws {
    #expect(try codes(SalesQuery(saleType: .offline)) == ["nedelya-lakomstv", "uyutnyy-dom"])
  }

  @Test func listedSalesHaveNoProductsKey() throws {
    let response = try TestServer.sharedDemo.request("GET", api(.catalog(.sales(SalesQuery()))))
    #expect(response.status == 200 && !response.text.contains("\"products\""))
  }

  @Test func salesArePaginated() throws {
    let page = try TestServer.sharedDemo.get(
      api(.catalog(.sales(SalesQuery(page: PageRequest(page: 2, perPage: 3))))), as: Page<Sale>.self)
    #expect(
      page.paginationInfo == PaginationInfo(page: 2, perPage: 3, totalCount: 4)
        && page.results.map(\.code) == ["zdorovye-pitomtsa"])
  }

  @Test func saleIsListedOnItsLastDay() throws {
    let server = try TestServer.demo(now: TestServer.defaultNow.addingTimeInterval(6 * day + 3_600))
    #expect(try codes(SalesQuery(saleType: .offline), on: server) == ["nedelya-lakomstv", "uyutnyy-dom"])
  }

  @Test func saleIsNotListedTheDayAfterItEnded() throws {
    let server = try TestServer.demo(now: TestServer.defaultNow.addingTimeInterval(7 * day))
    #expect(try codes(SalesQuery(saleType: .offline), on: server) == ["uyutnyy-dom"])
  }

  @Test func saleNotYetStartedIsListed() throws {
    let server = try TestServer.demo(now: TestServer.defaultNow.addingTimeInterval(-30 * day))
    #expect(try codes(SalesQuery(), on: server).count == 4)
  }

  @Test func saleDatesAreMidnightUTC() throws {
    let sale = try FixtureServer.shared.get(api(.catalog(.sale(.valid(Sale.ID(F.spring))))), as: Sale.self)
    #expect(sale.startDate == Date(timeIntervalSince1970: 1_799_971_200 - 3 * day))
    #expect(sale.endDate == Date(timeIntervalSince1970: 1_799_971_200 + 10 * day))
  }

  @Test func saleDetailListsItsProducts() throws {
    let sale = try FixtureServer.shared.get(api(.catalog(.sale(.valid(Sale.ID(F.spring))))), as: Sale.self)
    #expect(sale.products?.map(\.name) == ["Acana Adult"] && sale.code == "vesna" && sale.saleType == .online)
    #expect(sale.image == Image(original: "\(TestServer.publicURL)/static/catalog/sale-vesna"))
  }

  @Test func endedSaleStillAnswersItsDetailWithoutProductsKey() throws {
    let response = try FixtureServer.shared.request("GET", api(.catalog(.sale(.valid(Sale.ID(F.winter))))))
    #expect(
      response.status == 200 && response.text.contains("\"code\":\"zima\"") && !response.text.contains("\"products\""))
  }
}
