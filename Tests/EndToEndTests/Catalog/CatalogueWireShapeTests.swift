import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Every catalogue answer of the demo shop decodes with the `MeowlsAPI` models the apps use.
@Suite struct CatalogueWireShapeTests {
  let server = TestServer.sharedDemo

  @Test func everyCatalogueAnswerDecodesWithTheAppModels() throws {
    let banners: [Banner] = try server.get(api(.catalog(.mainPage)))
    #expect(!banners.isEmpty)
    _ = try server.get(api(.geography(.cities(CitiesQuery()))), as: [City].self)
    let roots: [Category] = try server.get(api(.catalog(.categories(CategoriesQuery()))))
    for root in roots {
      let children: [Category] = try server.get(api(.catalog(.categories(CategoriesQuery(parentID: root.id)))))
      #expect(children.allSatisfy { $0.parent?.id == root.id })
      let filters: [FilterGroup] = try server.get(api(.catalog(.filters(FiltersQuery(categoryID: root.id)))))
      #expect(filters.first?.name == "sort" && filters.count > 1)
      for sort in ProductSort.allCases {
        let query = ProductsQuery(listing: .category(root.id, sort: sort), page: PageRequest(perPage: 5))
        let page: Page<Product> = try server.get(api(.catalog(.products(query))))
        for product in page.results {
          let detail: ProductDetail = try server.get(api(.catalog(.product(.valid(product.id)))))
          #expect(detail.variants.allSatisfy { $0.propertyValues != nil } && !detail.sections.isEmpty)
        }
      }
    }
    for type in SaleType.allCases {
      let sales: Page<Sale> = try server.get(api(.catalog(.sales(SalesQuery(saleType: type)))))
      for sale in sales.results {
        let detail: Sale = try server.get(api(.catalog(.sale(.valid(sale.id)))))
        let listed: Page<Product> = try server.get(api(.catalog(.products(ProductsQuery(listing: .sale(sale.id))))))
        #expect(detail.products?.map(\.id) == listed.results.map(\.id))
      }
    }
  }

  @Test func pageOfCachedProductsIsTheSameJSONAsAFreshOne() throws {
    let fresh = try TestServer.demo()
    let target =
      "/api/v1/products?category_id=\(try fresh.get(api(.catalog(.categories(CategoriesQuery()))), as: [Category].self)[1].id)&sort=-price"
    let first = try fresh.request("GET", target)
    let second = try fresh.request("GET", target)
    #expect(first.status == 200 && first.body == second.body)
    _ = try JSONDecoder.meowls.decode(Page<Product>.self, from: Data(second.body))
  }
}
