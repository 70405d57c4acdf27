import Testing

@testable import MeowlsAPI
@testable import MeowlsServer

/// A route the server matched, sent again as a client sends it (`APIRoute.request`, its target percent-encoded), is
/// matched to the same route: what `FuzzRoutes` checks for every input, pinned here for the inputs it found.
@Suite struct RouteMatchingRoundTripTests {
  /// A filter value that fails the second percent-decoding (`api.md` §5.6) used to be dropped, leaving its code with
  /// no values, whose client form (`filters[brand]=`) the server ignores: the listing was empty, its own request listed
  /// every product.
  @Test func aFilterValueThatFailsTheSecondDecodingIsKeptSoItsRequestRoutesTheSame() throws {
    let target = "/api/v1/products?category_id=00000000-0000-0000-0000-000000000021&filters[brand]=%D1%02"
    let route = try RouteMatching.route(for: HTTPRequest(method: "GET", target: target))
    let again = try RouteMatching.route(for: HTTPRequest(method: "GET", target: route.request.target))
    #expect(again == route)
  }
}
