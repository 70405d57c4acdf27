import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct DemoSeedingOnStartTests {
  @Test func serverAskedToSeedStartsWithTheDemoShop() throws {
    let server = try TestServer { $0.seedsDemoCatalogue = true }
    let page = try server.get("/api/v1/sales?per_page=1", as: Page<Sale>.self)
    #expect(page.paginationInfo.totalCount == 4)
    #expect(server.logLines.all.contains("seeded the demo shop: 715 products"))
  }

  @Test func serverNotAskedToSeedStartsEmpty() throws {
    let server = try TestServer()
    #expect(try server.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self).isEmpty)
    #expect(try server.get(api(.catalog(.mainPage)), as: [Banner].self).isEmpty)
  }

  @Test func seededDatabaseIsNotSeededAgain() throws {
    let again = try TestServer { settings in
      settings.seedsDemoCatalogue = true
      try? CatalogueTemplate.demo.copy(to: settings.databasePath)
    }
    #expect(!again.logLines.all.contains { $0.hasPrefix("seeded the demo shop") })
    #expect(try again.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self).count == 5)
  }
}
