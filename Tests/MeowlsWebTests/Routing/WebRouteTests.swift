import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsWeb

@Suite struct WebRouteTests {
  static let routes: [WebRoute] = [
    .main, .cart, .login, .profile, .register, .city(query: ""), .city(query: "Санкт-Петербург"), .favorites,
    .catalogue(parent: nil),
    .catalogue(parent: Category.ID(WebFixtures.id(1))), .asset("store.css"),
    .category(
      Category.ID(WebFixtures.id(2)), parent: Category.ID(WebFixtures.id(1)),
      options: ListingOptions(
        selection: ["brand": ["Royal Canin", "a&b=c"], "age": ["1+"]], sort: .priceDescending, pages: 3)),
    .sale(Sale.ID(WebFixtures.id(3)), options: ListingOptions(pages: 2)),
    .search("корм для кошек & 100% <b>", options: ListingOptions(sort: .name)),
    .product(Product.ID(WebFixtures.id(4))), .product(Product.ID(WebFixtures.id(4)), variant: "A 1/2+"),
    .city(
      query: "Мос",
      next: .category(
        Category.ID(WebFixtures.id(2)), parent: nil,
        options: ListingOptions(
          selection: ["brand": ["a&b=c"]], sort: .price, pages: 2))),
    .city(next: .search("корм & <b>", options: ListingOptions())), .collection(Banner.ID(WebFixtures.id(5))), .sales,
    .sitemap, .sitemapPart(.pages), .sitemapPart(.products(root: Category.ID(WebFixtures.id(1)), part: 3)), .robots,
    .suggestions("rjhv & корм"),
    .checkout, .checkoutSuggestions(.street), .checkoutSuggestions(.flat), .checkoutSuggestions(.patronymic),
    .orderPlaced(1_000_001), .orders(), .orders(pages: 3), .order(1_000_001), .orderCancel(42), .page(.userAgreement),
    .page(.privacyPolicy), .profileEdit, .profileDelete,
  ]

  @Test(arguments: routes)
  func everyAddressReadsBackAsItsRoute(route: WebRoute) throws {
    let components = try #require(URLComponents(string: route.url))
    let path = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    let query = FormData(parsing: components.percentEncodedQuery ?? "")
    #expect(WebRoute(path: path, query: query) == route, "\(route.url)")
  }

  @Test func theIconBrowsersAskForByItsOldNameIsTheShopsIcon() {
    #expect(WebRoute(path: ["favicon.ico"], query: FormData()) == .asset("favicon.svg"))
  }

  @Test func unknownOrMalformedAddressesAreNoPage() {
    #expect(WebRoute(path: ["nope"], query: FormData()) == nil)
    #expect(WebRoute(path: ["product", "not-a-uuid"], query: FormData()) == nil)
    #expect(WebRoute(path: ["cart", "extra"], query: FormData()) == nil)
    #expect(WebRoute(path: ["orders", "-1"], query: FormData()) == nil)
    #expect(WebRoute(path: ["orders", "+7"], query: FormData()) == nil)
    #expect(WebRoute(path: ["orders", "99999999999999999999"], query: FormData()) == nil)
    #expect(WebRoute(path: ["checkout", "address", "surname"], query: FormData()) == nil)
    #expect(WebRoute(path: ["pages", "secret"], query: FormData()) == nil)
    let root = WebFixtures.id(1).uuidString
    for part in ["0.xml", "-1.xml", "1234567.xml", "1", "x.xml"] {
      #expect(WebRoute(path: ["sitemap", "products", root, part], query: FormData()) == nil, "\(part)")
    }
    #expect(
      WebRoute(path: ["orders"], query: FormData([("page", "999999")])) == .orders(pages: WebRoute.orderPageLimit))
  }

  @Test func hostileListingQueriesAreBounded() {
    let long = String(repeating: "я", count: 5000)
    let route = WebRoute(path: ["search"], query: FormData([("q", long), ("page", "99999999999"), ("sort", "<x>")]))
    #expect(route == .search(String(long.prefix(200)), options: ListingOptions(pages: ListingOptions.pageLimit)))
    #expect(ListingOptions(FormData([("page", "-5")])).pages == 1)
  }
}
