import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogDeterminismTests {
  @Test func loadingTwiceGivesEqualValues() throws {
    let first = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: DemoCatalogFixture.loadDate)
    let second = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: DemoCatalogFixture.loadDate)
    #expect(first == second)
  }

  @Test func onlySaleDatesDependOnTheLoadDate() throws {
    let other = DemoCatalogFixture.loadDate.addingTimeInterval(-40 * 86_400)
    var moved = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: other)
    let catalog = DemoCatalogFixture.catalog
    for index in moved.sales.indices {
      moved.sales[index].startDate = catalog.sales[index].startDate
      moved.sales[index].endDate = catalog.sales[index].endDate
    }
    #expect(moved == catalog)
  }

  @Test func idsAreStableVersionEightUUIDs() {
    let product = DemoCatalogFixture.catalog.products[0]
    #expect(product.id.uuidString.dropFirst(14).first == "8")
    let category = DemoCatalogFixture.catalog.categories[0]
    #expect(category.code == "koshki")
  }
}
