import Foundation
import Testing

@testable import MeowlsAPI

struct APIRouteDocumentationTests {
  static let documentation = Result { try RouteDocumentation.project() }

  @Test(arguments: Samples.routes)
  func everyRouteIsNamedInTheDocs(_ route: APIRoute) throws {
    let request = route.request
    #expect(
      try Self.documentation.get().documents(request),
      "\(request.method.rawValue) \(request.path) (\(route.name)) is in neither README.md nor Docs/*.md")
  }

  /// The store's bodies are described in Docs/requests.md, the POS's in the route tables of Docs/pos.md, the back
  /// office's in Docs/admin.md.
  @Test(arguments: Samples.routes.filter { $0.request.body != nil })
  func everyRouteWithABodyIsOnItsBodiesPage(_ route: APIRoute) throws {
    let request = route.request
    let page =
      route.name.hasPrefix("pos.")
      ? "Docs/pos.md" : route.name.hasPrefix("admin.") ? "Docs/admin.md" : "Docs/requests.md"
    #expect(
      try RouteDocumentation.pages([page]).documents(request), "\(request.method.rawValue) \(request.path) in \(page)")
  }

  @Test func aRouteMissingFromTheDocsIsFound() {
    let documentation = RouteDocumentation(texts: [
      "`GET /api/v1/cart` and `| POST | `/api/v1/orders/{number}/cancel` |"
    ])
    #expect(documentation.documents(APIRoute.cart(.current).request))
    #expect(!documentation.documents(APIRoute.accounts(.current).request))
    #expect(!documentation.documents(RouteRequest(method: .GET, path: "/api/v1/orders/1000123/cancel")))
    #expect(documentation.documents(RouteRequest(method: .POST, path: "/api/v1/orders/1000123/cancel")))
  }

  @Test func aPlaceholderStandsForTextWithinOneSegment() {
    #expect(RouteDocumentation.path("/api/v1/pos/receipts/R1.html", fits: "/api/v1/pos/receipts/{number}.html"))
    #expect(!RouteDocumentation.path("/api/v1/pos/receipts/R1", fits: "/api/v1/pos/receipts/{number}.html"))
    #expect(!RouteDocumentation.path("/api/v1/products/a/b", fits: "/api/v1/products/{id}"))
    #expect(RouteDocumentation.path("/api/v1/products/%D0%BA", fits: "/api/v1/products/<id>"))
  }
}
