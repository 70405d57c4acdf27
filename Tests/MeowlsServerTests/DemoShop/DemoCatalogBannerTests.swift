import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogBannerTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func allFiveBannerPlaceTypesArePresent() {
    let top = catalog.banners.filter { $0.parentID == nil }
    #expect(Set(top.compactMap(\.placeType)) == Set(DemoBannerPlaceType.allCases))
    #expect(top.map(\.placeIndex) == Array(1...top.count))
    #expect(catalog.banners.filter { $0.parentID != nil }.allSatisfy { $0.placeType == nil })
  }

  @Test func theCategoriesBannerShowsTheRoots() {
    let banner = catalog.banners.first { $0.placeType == .categories }
    #expect(banner?.categoryIDs == catalog.categories.filter { $0.parentID == nil }.map(\.id))
  }

  @Test func productCollectionsHoldProductsNoProductTwice() {
    let collections = catalog.banners.filter { $0.placeType == .productsCollection }
    #expect(collections.allSatisfy { !$0.productIDs.isEmpty })
    let ids = collections.flatMap(\.productIDs)
    #expect(Set(ids).count == ids.count)
  }

  @Test func redirectsOpenSalesAndCollectionsByCategoryAndQuery() {
    let redirects = catalog.banners.compactMap(\.redirect)
    let saleIDs = Set(catalog.sales.map(\.id))
    #expect(redirects.contains { $0.type == .object && $0.saleID.map(saleIDs.contains) == true })
    #expect(redirects.contains { $0.productsSet?.categoryID != nil })
    #expect(redirects.contains { $0.productsSet?.query == "корм для котят" })
    for sale in catalog.sales where sale.redirectID != nil {
      #expect(redirects.first { $0.id == sale.redirectID }?.saleID == sale.id)
    }
  }

  @Test func slidersHaveUISettingsAndChildren() {
    let slider = catalog.banners.first { $0.placeType == .bannersHorizontal }
    #expect(slider?.uiSettings?.autoSlidingTimeout != nil)
    #expect(slider?.uiSettings?.cornerRadii != nil && slider?.uiSettings?.spacings != nil)
    #expect(catalog.banners.contains { $0.parentID == slider?.id })
    #expect(catalog.banners.contains { $0.uiSettings?.metrics.isEmpty == false })
  }
}
