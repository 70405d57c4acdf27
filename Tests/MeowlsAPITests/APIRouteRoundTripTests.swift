import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsAPI

struct APIRouteRoundTripTests {
  @Test func sampleRoutesCoverEveryCase() {
    #expect(Set(Samples.routes.map(\.name)) == APIRoute.declaredNames)
  }

  @Test(arguments: Samples.routes)
  func matchingTheRequestOfARouteGivesTheRouteBack(_ route: APIRoute) throws {
    #expect(try APIRoute.match(route.request) == route)
  }

  @Test(arguments: Samples.routes)
  func requestPathIsAllowedForItsMethod(_ route: APIRoute) {
    let request = route.request
    #expect(APIRoute.allowedMethods(forPath: request.path).contains(request.method))
  }

  @Test func requestBodyIsSortedWireJSON() throws {
    let body = try #require(APIRoute.cart(.update(Samples.cartRequest)).request.body)
    #expect(
      String(decoding: body, as: UTF8.self)
        == #"{"cart":{"items":[{"article":"39046","count":1}],"save":true},"promo_code":{"code":"MEOW10"}}"#)
  }

  @Test func requestTargetPercentEncodesQueryValues() {
    let route = APIRoute.catalog(
      .products(ProductsQuery(listing: .category(Samples.category.id, filters: ["weight": ["1,5 кг"]]))))
    #expect(
      route.request.target
        == "/api/v1/products?category_id=00000000-0000-0000-0000-000000000021&filters[weight]=1%2C5%20%D0%BA%D0%B3")
  }

  @Test func requestPathPercentEncodesAnInvalidParameter() {
    #expect(APIRoute.catalog(.product(.invalid("кот"))).request.path == "/api/v1/products/%D0%BA%D0%BE%D1%82")
  }
}
