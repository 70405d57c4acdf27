import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@Suite struct ProductListingTests {
  typealias F = FixtureCatalog

  @Test func leafListsItsOwnProductsInCatalogueOrder() throws {
    #expect(
      try FixtureServer.names(FixtureServer.category(F.sukhie)) == [
        "Brit Care сухой", "Acana Kitten", "Brit Premium сухой",
      ])
  }

  @Test func categoryWithChildrenListsItsLeavesButNotItsOwnProducts() throws {
    let names = try FixtureServer.names(FixtureServer.category(F.korma))
    #expect(names == ["Brit Care сухой", "Acana Kitten", "Мираторг Pro Meat", "Acana Adult", "Brit Premium сухой"])
  }

  @Test func productInTwoLeavesIsListedAndCountedOnce() throws {
    let page = try FixtureServer.shared.get(
      api(.catalog(.products(FixtureServer.category(F.koshki)))), as: Page<Product>.self)
    #expect(
      page.results.map(\.name) == [
        "Brit Care сухой", "Acana Kitten", "Мираторг Pro Meat", "Acana Adult", "Мячик", "Brit Premium сухой",
      ])
    #expect(page.paginationInfo == PaginationInfo(page: 1, perPage: 20, totalCount: 6))
  }

  @Test func emptyLeafListsNothing() throws {
    let page = try FixtureServer.shared.get(
      api(.catalog(.products(FixtureServer.category(F.sobaki)))), as: Page<Product>.self)
    #expect(page == Page(paginationInfo: PaginationInfo(page: 1, perPage: 20, totalCount: 0), results: []))
  }

  @Test func listedProductHasItsWholeListForm() throws {
    let page = try FixtureServer.shared.get(
      api(.catalog(.products(ProductsQuery(listing: .productIDs([Product.ID(F.product(3))]))))), as: Page<Product>.self)
    let base = "\(TestServer.publicURL)/static/catalog"
    #expect(
      page.results == [
        Product(
          allowQuickBuy: true, code: "product_3", defaultVariantArticle: "1030", id: Product.ID(F.product(3)),
          images: [
            Image(
              large: "\(base)/700x700/product-product_3", medium: "\(base)/480x480/product-product_3",
              original: "\(base)/product-product_3", small: "\(base)/192x200/product-product_3")
          ], name: "Мираторг Pro Meat",
          variants: [
            ProductVariant(
              article: "1030", availabilityInfo: AvailabilityInfo(count: 30, type: .available), badges: [],
              id: ProductVariant.ID(F.variant(3, 0)),
              price: Price(discount: 20, originalPrice: Money(rubles: 300), price: Money(rubles: 240)),
              shortName: "400 г"),
            ProductVariant(
              article: "1031", availabilityInfo: AvailabilityInfo(count: 31, deliveryDuration: 3, type: .delivery),
              badges: [], id: ProductVariant.ID(F.variant(3, 1)),
              price: Price(originalPrice: Money(rubles: 5000), price: Money(rubles: 5000)), shortName: "10 кг"),
          ])
      ])
  }

  @Test func saleModeListsTheSaleProductsIgnoringNothingElse() throws {
    #expect(try FixtureServer.names(ProductsQuery(listing: .sale(Sale.ID(F.spring)))) == ["Acana Adult"])
  }

  @Test func idsModeListsKnownProductsOnceInTheOrderSent() throws {
    let ids = [F.product(5), F.product(1), F.id("product", 99), F.product(5)].map { Product.ID($0) }
    #expect(try FixtureServer.names(ProductsQuery(listing: .productIDs(ids))) == ["Мячик", "Brit Care сухой"])
  }

  @Test func idsModePagesTheIdsInTheOrderSent() throws {
    let ids = [F.product(5), F.product(1), F.product(3)].map { Product.ID($0) }
    let third = try FixtureServer.names(ProductsQuery(listing: .productIDs([Product.ID(F.product(3))])))
    let page = PageRequest(page: 2, perPage: 2)
    #expect(try FixtureServer.names(ProductsQuery(listing: .productIDs(ids), page: page)) == third)
  }

  @Test func idsModeWithoutValidIdsIsAnEmptyPage() throws {
    let response = try FixtureServer.shared.request("GET", "/api/v1/products?products_ids=abc,def")
    #expect(response.status == 200)
    #expect(response.text == #"{"pagination_info":{"page":1,"per_page":20,"total_count":0},"results":[]}"#)
  }

  @Test func queryModeListsTheProductsThatMatch() throws {
    let names = try FixtureServer.names(ProductsQuery(listing: .search("Acana")))
    #expect(!names.isEmpty && names.allSatisfy { $0.contains("Acana") })
  }

  @Test func categoryIDTakesPrecedenceOverSaleID() throws {
    let target = "/api/v1/products?sale_id=\(F.spring)&category_id=\(F.igrushki)"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).results.map(\.name) == ["Мячик"])
  }

  @Test func invalidCategoryIDFallsBackToTheNextMode() throws {
    let target = "/api/v1/products?category_id=not-a-uuid&sale_id=\(F.spring)"
    #expect(try FixtureServer.shared.get(target, as: Page<Product>.self).results.map(\.name) == ["Acana Adult"])
  }
}
