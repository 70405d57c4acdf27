import Foundation
import Testing

@testable import MeowlsAPI

struct APIRouteMatchingTests {
  private func match(
    _ method: HTTPMethod, _ path: String, _ query: [(String, String)] = [], body: String? = nil
  ) throws(RouteMatchError) -> APIRoute? {
    try APIRoute.match(
      RouteRequest(
        body: body.map { Data($0.utf8) }, method: method, path: path,
        query: query.map { QueryItem(name: $0.0, value: $0.1) }))
  }

  @Test func trailingAndDoubledSlashesStillMatch() throws {
    #expect(try match(.GET, "/api/v1/favorites/") == .favorites(.list(PageRequest())))
    #expect(try match(.GET, "//api//v1///favorites//count/") == .favorites(.count))
    #expect(try match(.GET, "//") == .system(.root))
  }

  @Test func routingIsCaseSensitive() throws {
    #expect(try match(.GET, "/api/v1/Favorites") == nil)
    #expect(try match(.GET, "/API/v1/cities") == nil)
  }

  @Test func pathParametersArePercentDecodedAfterSplitting() throws {
    #expect(try match(.GET, "/api/v1/products/%D0%BA%D0%BE%D1%82") == .catalog(.product(.invalid("кот"))))
    #expect(try match(.GET, "/api/v1/sales/a%2Fb") == .catalog(.sale(.invalid("a/b"))))
  }

  @Test func aSegmentThatEscapesAnUnreservedCharacterIsTakenAsSent() throws {
    // NB: `%70os` decodes to `pos`; routed, it would slip past a proxy rule kept on `/api/v1/pos`.
    #expect(try match(.POST, "/api/v1/%70os/login", body: #"{"phone":"79990000001","password":"x"}"#) == nil)
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/%63ities").isEmpty)
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/cities%2E").isEmpty)
    #expect(try match(.GET, "/api/v1/products/%31") == .catalog(.product(.invalid("%31"))))
  }

  @Test func aSegmentWhoseEscapesDecodeToBytesThatAreNotUTF8IsTakenAsSent() throws {
    // NB: Foundation's `removingPercentEncoding` made `c%A9` before a U+FFFD into "c\u{FFFD}\u{FFFD}", where the
    // server keeps the segment as sent; the route fuzzer found the two disagreeing.
    #expect(PercentEncoding.segments(of: "/api/c%a9\u{FFFD})cei") == ["api", "c%a9\u{FFFD})cei"])
    #expect(try match(.GET, "/api/v1/sales/%A9\u{FFFD}") == .catalog(.sale(.invalid("%A9\u{FFFD}"))))
    #expect(try match(.GET, "/api/v1/sales/%FF%FE") == .catalog(.sale(.invalid("%FF%FE"))))
  }

  @Test func pathIdentifiersParseInAnyCase() throws {
    let route = try match(.GET, "/api/v1/products/d7d1492d-850f-4b72-b60c-9cb9b3b9d68d")
    #expect(
      route == .catalog(.product(.valid(try #require(Product.ID(uuidString: "D7D1492D-850F-4B72-B60C-9CB9B3B9D68D"))))))
  }

  @Test func invalidPathParametersStillMatchTheirRoute() throws {
    #expect(try match(.GET, "/api/v1/orders/12x") == .orders(.detail(.invalid("12x"))))
    #expect(try match(.POST, "/api/v1/orders/12x/cancel") == .orders(.cancel(.invalid("12x"))))
    #expect(try match(.POST, "/api/v1/orders/1000021/repeat") == .orders(.repeat(.valid(1_000_021))))
  }

  @Test func headMatchesTheGetRoute() throws {
    #expect(try match(.HEAD, "/api/v1/cities") == .geography(.cities(CitiesQuery())))
    #expect(try match(.HEAD, "/api/v1/users/logout") == nil)
  }

  @Test func allowedMethodsListEveryMethodOfAPath() {
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/cart") == [.GET, .HEAD, .POST])
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/users/login") == [.POST])
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/orders/abc/") == [.GET, .HEAD])
  }

  @Test func wrongMethodOnAKnownPathDoesNotMatch() throws {
    #expect(try match(.DELETE, "/api/v1/cart") == nil)
    #expect(try match(.GET, "/api/v1/checkout/available_payments") == nil)
  }

  @Test func unknownPathMatchesNothing() throws {
    #expect(try match(.GET, "/api/v1/nowhere") == nil)
    #expect(try match(.GET, "/api/v2/cities") == nil)
    #expect(try match(.GET, "/api/v1") == nil)
    #expect(APIRoute.allowedMethods(forPath: "/api/v1/nowhere").isEmpty)
  }

  @Test func lastValueOfAScalarParameterWins() throws {
    let route = try match(.GET, "/api/v1/sales", [("sale_type", "online"), ("page", "1"), ("sale_type", "offline")])
    #expect(route == .catalog(.sales(SalesQuery(page: PageRequest(page: 1), saleType: .offline))))
  }

  @Test func nonIntegerPageThrows() throws {
    #expect(throws: RouteMatchError.invalidQueryParameter(name: "page")) {
      try match(.GET, "/api/v1/orders", [("page", "two")])
    }
    #expect(throws: RouteMatchError.invalidQueryParameter(name: "per_page")) {
      try match(.GET, "/api/v1/favorites", [("per_page", "")])
    }
    #expect(RouteMatchError.invalidQueryParameter(name: "page").reason.contains("'page'"))
  }

  @Test func productsModePrecedenceIsCategorySaleIdsQuery() throws {
    let category = "00000000-0000-0000-0000-000000000021"
    let sale = "00000000-0000-0000-0000-000000000080"
    let product = "00000000-0000-0000-0000-000000000010"
    let all = [("query", "felix"), ("products_ids", product), ("sale_id", sale), ("category_id", category)]
    #expect(
      try match(.GET, "/api/v1/products", all) == .catalog(.products(ProductsQuery(listing: .category(id(0x21))))))
    #expect(
      try match(.GET, "/api/v1/products", Array(all.dropLast()))
        == .catalog(.products(ProductsQuery(listing: .sale(id(0x80))))))
    #expect(
      try match(.GET, "/api/v1/products", Array(all.dropLast(2)))
        == .catalog(.products(ProductsQuery(listing: .productIDs([id(0x10)])))))
    #expect(
      try match(.GET, "/api/v1/products", Array(all.dropLast(3)))
        == .catalog(.products(ProductsQuery(listing: .search("felix")))))
    #expect(try match(.GET, "/api/v1/products") == .catalog(.products(ProductsQuery(listing: nil))))
  }

  @Test func invalidQueryIdentifiersCountAsAbsent() throws {
    #expect(
      try match(
        .GET, "/api/v1/products", [("category_id", "koshki"), ("sale_id", "00000000-0000-0000-0000-000000000080")])
        == .catalog(.products(ProductsQuery(listing: .sale(id(0x80))))))
    #expect(
      try match(.GET, "/api/v1/categories", [("category_id", "null")]) == .catalog(.categories(CategoriesQuery())))
    #expect(
      try match(.GET, "/api/v1/filters", [("category_id", "")]) == .catalog(.filters(FiltersQuery(categoryID: nil))))
    #expect(try match(.GET, "/api/v1/sales", [("sale_type", "weekly")]) == .catalog(.sales(SalesQuery())))
  }

  @Test func unparsableProductIdsAreDropped() throws {
    let route = try match(.GET, "/api/v1/products", [("products_ids", "x,00000000-0000-0000-0000-000000000010,,y")])
    #expect(route == .catalog(.products(ProductsQuery(listing: .productIDs([id(0x10)])))))
  }

  @Test func filterValuesAreGroupedByCodeInOrderOfFirstAppearance() throws {
    let route = try match(
      .GET, "/api/v1/filters",
      [
        ("filters[weight]", "400 г"), ("category_id", "00000000-0000-0000-0000-000000000021"),
        ("filters[brand]", "Grandorf"), ("filters[weight]", "1%2C5 кг"), ("filters[brand]", "100%"),
        ("filters[age]", ""), ("filters", "x"),
      ])
    let filters = try #require(
      route.flatMap { route -> FilterSelection? in
        guard case .catalog(.filters(let query)) = route else { return nil }
        return query.filters
      })
    #expect(filters.codes == ["weight", "brand", "age"])
    // NB: values are percent-decoded a second time (api.md §5.6); "100%" fails that and is kept as sent.
    #expect(filters == ["weight": ["400 г", "1,5 кг"], "brand": ["Grandorf", "100%"], "age": []])
  }

  @Test func missingRequiredQueryThrows() throws {
    #expect(throws: RouteMatchError.missingQueryParameter(name: "query")) {
      try match(.GET, "/api/v1/suggestions/fullname/surname")
    }
    #expect(try match(.GET, "/api/v1/search/suggestions") == .search(.suggestions(query: nil)))
  }

  @Test func missingBodyThrows() throws {
    #expect(throws: RouteMatchError.missingBody) { try match(.POST, "/api/v1/cart/update") }
    #expect(throws: RouteMatchError.missingBody) { try match(.POST, "/api/v1/favorites/star", body: "") }
  }

  @Test func bodyErrorsNameTheField() throws {
    #expect(throws: RouteMatchError.invalidBody("Value required for key 'phone'.")) {
      try match(.POST, "/api/v1/users/edit", body: #"{"email":"a@b.c"}"#)
    }
    #expect(throws: RouteMatchError.invalidBody("Value required for key 'cart.save'.")) {
      try match(.POST, "/api/v1/cart", body: #"{"cart":{"items":[]}}"#)
    }
    #expect(
      throws: RouteMatchError.invalidBody(
        "Value of type 'Int' required for key 'cart.items.0.count': send a JSON number (2 or 849.5), not a string (\"2\")."
      )
    ) {
      try match(.POST, "/api/v1/cart", body: #"{"cart":{"items":[{"article":"1","count":"2"}],"save":true}}"#)
    }
  }

  @Test func bodyWithAnInvalidEnumOrDateIsRejected() throws {
    #expect(throws: RouteMatchError.self) {
      try match(.POST, "/api/v1/checkout/purchase", body: #"{"delivery":{"type":"courier"},"payment_type":"bitcoin"}"#)
    }
    #expect(throws: RouteMatchError.self) {
      try match(.POST, "/api/v1/favorites/star", body: #"["not-a-uuid"]"#)
    }
  }

  @Test func unknownBodyKeysAreIgnored() throws {
    let route = try match(
      .POST, "/api/v1/checkout/check_availability_and_calculate_amount",
      body: #"{"delivery":{"type":"courier","extra":1},"whatever":true}"#)
    #expect(route == .checkout(.calculate(CheckoutRequest(delivery: CheckoutDelivery(type: .courier)))))
  }

  @Test func popularSearchesAliasMatchesItsOwnCase() throws {
    #expect(try match(.GET, "/api/v1/search/popular_searches") == .search(.popularSearches))
    #expect(try match(.GET, "/api/v1/search/popular") == .search(.popular))
  }
}

@Suite struct CitiesRouteMatchingTests {
  func match(_ target: String) throws -> APIRoute? {
    let parts = target.split(separator: "?", maxSplits: 1)
    let query =
      parts.count > 1
      ? parts[1].split(separator: "&").map { pair -> QueryItem in
        let halves = pair.split(separator: "=", maxSplits: 1)
        return QueryItem(name: String(halves[0]), value: halves.count > 1 ? String(halves[1]) : "")
      } : []
    return try APIRoute.match(RouteRequest(method: .GET, path: String(parts[0]), query: query))
  }

  @Test func coordinatesBecomeTheClientLocation() throws {
    #expect(
      try match("/api/v1/cities?latitude=55.75&longitude=37.62")
        == .geography(.cities(CitiesQuery(location: Location(latitude: 55.75, longitude: 37.62)))))
  }

  @Test func incompleteOrOutOfRangeCoordinatesAreAbsent() throws {
    for target in [
      "/api/v1/cities?latitude=55.75", "/api/v1/cities?latitude=91&longitude=0",
      "/api/v1/cities?latitude=x&longitude=1",
    ] {
      #expect(try match(target) == .geography(.cities(CitiesQuery())), "\(target)")
    }
  }
}
