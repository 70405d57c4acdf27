import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogSaleTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func salesOfBothTypesExist() {
    #expect((4...6).contains(catalog.sales.count))
    #expect(Set(catalog.sales.map(\.type)) == Set(DemoSaleType.allCases))
  }

  @Test func saleWindowsAreRelativeToTheLoadDate() throws {
    let later = DemoCatalogFixture.loadDate.addingTimeInterval(10 * 86_400)
    let shifted = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: later)
    let loadDay = (DemoCatalogFixture.loadDate.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
    for (sale, moved) in zip(catalog.sales, shifted.sales) {
      #expect(moved.startDate.timeIntervalSince(sale.startDate) == 10 * 86_400)
      #expect(moved.endDate.timeIntervalSince(sale.endDate) == 10 * 86_400)
      #expect(sale.startDate.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0)
      #expect(sale.startDate.timeIntervalSince1970 <= loadDay && loadDay <= sale.endDate.timeIntervalSince1970)
    }
  }

  @Test func saleProductsCarryTheSaleDiscountAndBadge() {
    let byID = Dictionary(uniqueKeysWithValues: catalog.products.map { ($0.id, $0) })
    for sale in catalog.sales {
      #expect(!sale.productIDs.isEmpty)
      for id in sale.productIDs {
        let product = byID[id]
        #expect(product?.saleID == sale.id)
        for variant in product?.variants ?? [] {
          #expect(variant.price.discountPercent == sale.discountPercent)
          #expect(variant.badgeIDs.contains(sale.badgeID))
        }
      }
    }
    let inSales = Set(catalog.sales.flatMap(\.productIDs))
    #expect(inSales.count == catalog.sales.map(\.productIDs.count).reduce(0, +))
    #expect(catalog.products.filter { $0.saleID != nil }.count == inSales.count)
  }
}
