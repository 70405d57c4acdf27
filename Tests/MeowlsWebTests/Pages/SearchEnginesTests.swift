import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// What search engines read: canonical addresses, which pages are indexed, robots.txt, the sitemap and a product's
/// schema.org data, all escaped.
@Suite struct SearchEnginesTests {
  static func context(_ route: WebRoute) -> PageContext {
    var ctx = WebFixtures.context(route)
    ctx.origin = "https://shop.test"
    return ctx
  }

  @Test func aListingsCanonicalAddressHasNoFilterSortOrPageAndASearchIsNotIndexed() {
    let category = Category.ID(WebFixtures.id(2))
    let parent = Category.ID(WebFixtures.id(1))
    let route = WebRoute.category(
      category, parent: parent, options: ListingOptions(selection: ["brand": ["b"]], sort: .price, pages: 3))
    let html = Layout.document(Self.context(route), title: "T", description: "D", content: .empty).markup
    #expect(
      html.contains(
        "<link rel=\"canonical\" href=\"https://shop.test/category/\(category.uuidString)?in=\(parent.uuidString)\">"))
    #expect(!html.contains("noindex"))
    let search = Layout.document(
      Self.context(.search("корм", options: ListingOptions())), title: "T", description: "D", content: .empty
    ).markup
    #expect(search.contains("<meta name=\"robots\" content=\"noindex\">"))
    #expect(
      WebRoute.product(Product.ID(WebFixtures.id(4)), variant: "A").canonical == .product(Product.ID(WebFixtures.id(4)))
    )
  }

  @Test func robotsKeepsCrawlersOutOfAVisitorsOwnPagesAndNamesTheSitemap() throws {
    guard case .response(let response) = SearchEngines.robots(Self.context(.robots)) else {
      Issue.record("not a file")
      return
    }
    let text = String(decoding: response.body, as: UTF8.self)
    #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
    #expect(text.hasPrefix("User-agent: *\n"))
    #expect(text.contains("Disallow: /cart\n") && text.contains("Disallow: /search\n"))
    #expect(text.contains("Sitemap: https://shop.test/sitemap.xml\n"))
  }

  @Test func theSitemapListsAbsoluteEscapedAddresses() {
    let xml = Sitemap.xml(
      Self.context(.sitemap),
      [
        .main,
        .category(Category.ID(WebFixtures.id(2)), parent: Category.ID(WebFixtures.id(1)), options: ListingOptions()),
      ])
    #expect(
      xml.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
    #expect(xml.contains("<url><loc>https://shop.test/</loc></url>"))
    #expect(xml.contains("?in=\(WebFixtures.id(1).uuidString)</loc>"))
    #expect(xml.hasSuffix("</urlset>\n"))
  }

  @Test func aProductPageCarriesItsSchemaOrgDataAsADataBlockNoTextCanEnd() throws {
    let base = WebFixtures.product(5, variants: 2, sale: true)
    let name = "</script><script>alert(1)</script> & Ко"
    let detail = ProductDetail(
      allowQuickBuy: true, code: "p5", id: base.id, images: [Image(large: "/static/catalog/700x700/p5.svg")],
      name: name,
      properties: [], sections: [ProductSection(text: "<p>Курица <b>и</b> рис</p>", title: "Состав", type: .textModal)],
      variants: base.variants)
    let ctx = Self.context(.product(base.id))
    let state = ProductScreen.State(productID: base.id, phase: .loaded(detail), selectedArticle: "A5-1")
    let html = WebFixtures.markup(ProductPage.render(ctx, state))
    let start = try #require(html.range(of: "<script type=\"application/ld+json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = String(html[start.upperBound..<end.lowerBound])
    #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
    let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(data["@type"] as? String == "Product" && data["@context"] as? String == "https://schema.org")
    #expect(data["name"] as? String == name)
    #expect(data["description"] as? String == "Курица и рис")
    #expect(data["image"] as? [String] == ["https://shop.test/static/catalog/700x700/p5.svg"])
    let offers = try #require(data["offers"] as? [[String: Any]])
    #expect(offers.count == 2)
    #expect(offers[0]["price"] as? String == "1299" && offers[0]["priceCurrency"] as? String == "RUB")
    #expect(offers[0]["availability"] as? String == "https://schema.org/InStock")
    #expect(html.components(separatedBy: "</script>").count == 2, "the data block ends once, where it should")
    guard case .page(_, let description, _, _) = ProductPage.render(ctx, state) else { return }
    #expect(description.hasPrefix(name + ", 1\u{202F}299\u{00A0}₽. Курица и рис"))
  }
}
