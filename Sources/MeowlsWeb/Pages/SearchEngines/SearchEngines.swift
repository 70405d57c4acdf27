import MeowlsAPI
import MeowlsKit

/// What search engines read besides the pages: which pages they may index (`robots.txt`, the `robots` meta of a
/// page) and each page's one canonical address.
enum SearchEngines {
  /// `robots.txt`: everything a shopper's own (cart, account, checkout, searches) is left out; the sitemap is named.
  static func robots(_ ctx: PageContext) -> PageOutcome {
    let private_ = [
      "/api/", "/cart", "/checkout", "/city", "/favorites", "/login", "/orders", "/profile", "/register",
      "/search",
    ]
    let lines =
      ["User-agent: *"] + private_.map { "Disallow: " + $0 } + ["Allow: /", "", "Sitemap: " + ctx.absolute(.sitemap)]
    return .response(.file(lines.joined(separator: "\n") + "\n", contentType: "text/plain; charset=utf-8"))
  }
}

extension WebRoute {
  /// The one address of what this page shows: a product without its chosen variant, a listing without its
  /// filters, sort and extra pages, the city choice without its search.
  var canonical: WebRoute {
    switch self {
    case .category(let id, let parent, _): .category(id, parent: parent, options: ListingOptions())
    case .city: .city()
    case .product(let id, _): .product(id)
    case .sale(let id, _): .sale(id, options: ListingOptions())
    case .search(let text, _): .search(text, options: ListingOptions())
    default: self
    }
  }

  /// Whether search engines should index the page: the shop's catalogue, not a visitor's own pages or searches.
  var isIndexed: Bool {
    switch self {
    case .catalogue, .category, .collection, .main, .product, .sale, .sales: true
    default: false
    }
  }
}

extension PageContext {
  /// The address of `route` with the shop's public origin, as search engines and shared links need it.
  func absolute(_ route: WebRoute) -> String { origin + route.url }
}
