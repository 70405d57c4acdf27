import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogStockTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func stockExistsForEveryVariantAtEveryLocation() {
    let variants = catalog.products.flatMap(\.variants)
    #expect(catalog.stock.count == variants.count * catalog.locations.count)
    let pairs = Set(catalog.stock.map { "\($0.variantID)|\($0.locationID)" })
    #expect(pairs.count == catalog.stock.count)
    #expect(catalog.stock.allSatisfy { $0.quantity >= 0 })
  }

  @Test func theWarehouseHoldsWhatAvailabilityShows() throws {
    let warehouse = try #require(catalog.warehouse)
    let atWarehouse = Dictionary(
      uniqueKeysWithValues: catalog.stock.filter { $0.locationID == warehouse.id }.map { ($0.variantID, $0.quantity) })
    for variant in catalog.products.flatMap(\.variants) {
      #expect(atWarehouse[variant.id] == variant.availability.count)
      if variant.availability.kind == .notAvailable { #expect(atWarehouse[variant.id] == 0) }
    }
  }

  @Test func shopsHoldStockOfAvailableVariants() {
    let shopIDs = Set(catalog.shops.map(\.id))
    #expect(catalog.stock.contains { shopIDs.contains($0.locationID) && $0.quantity > 0 })
  }
}
