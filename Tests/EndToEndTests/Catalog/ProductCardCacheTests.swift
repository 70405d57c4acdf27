import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// The product card is kept as JSON between requests: a repeated request answers the same bytes, and a stock or a
/// price write shows at once.
@Suite struct ProductCardCacheTests {
  func card(_ server: TestServer, _ article: String) throws -> (path: String, variant: NSDictionary?) {
    let productID = try server.rows("SELECT product_id FROM product_variants WHERE article = '\(article)'")[0]
    let path = "/api/v1/products/\(productID)"
    let variants = try server.get(path).json?["variants"] as? [NSDictionary] ?? []
    return (path, variants.first { $0["article"] as? String == article })
  }

  @Test func aRepeatedRequestAnswersTheSameCard() throws {
    let server = try TestServer.seeded()
    let article = try server.articles(under: "koshki/korma_sukhie", count: 1)[0]
    let path = try card(server, article).path
    let first = try server.get(path)
    let second = try server.get(path)
    #expect(first.status == 200 && second.body == first.body)
  }

  @Test func aStockWriteShowsOnTheNextRequest() throws {
    let server = try TestServer.seeded()
    let article = try server.articles(under: "koshki/korma_sukhie", count: 1)[0]
    _ = try card(server, article)
    try server.setStock(article, 3)
    let variant = try card(server, article).variant
    #expect((variant?["availability_info"] as? NSDictionary)?["count"] as? Int == 3)
  }

  @Test func aPriceWriteShowsOnTheNextRequest() throws {
    let server = try TestServer.seeded()
    let article = try server.articles(under: "koshki/korma_sukhie", count: 1)[0]
    _ = try card(server, article)
    try server.setPrice(article, original: 123_400, price: 123_400)
    let variant = try card(server, article).variant
    #expect((variant?["price"] as? NSDictionary)?["price"] as? Double == 1234)
  }
}
