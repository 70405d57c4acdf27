import Foundation
import MeowlsAPI
import MeowlsKit

/// Every page of the web Store and its address; links are made from these values (`url`) and requests are read back
/// into them (`init?(path:query:)`), so a page never types an address as a string.
public enum WebRoute: Hashable, Sendable {
  case asset(String)
  case cart
  /// The catalogue tree: the roots, or the children of a category.
  case catalogue(parent: Category.ID?)
  /// The checkout form.
  case checkout
  /// The checkout form with the suggestions for what was typed into one of its fields (street, house, flat, names).
  case checkoutSuggestions(CheckoutScreen.Field)
  /// The city choice, with a search text, and the page to go on to once a city is chosen (a first visit is sent
  /// here from the page it asked for).
  indirect case city(query: String = "", next: WebRoute? = nil)
  /// A product row of the main page, as a listing of its products.
  case collection(Banner.ID)
  /// A category's products; `parent` is the level it was chosen on (it names the category).
  case category(Category.ID, parent: Category.ID?, options: ListingOptions)
  case favorites
  case login
  case main
  /// One of the customer's orders.
  case order(OrderNumber)
  /// "Cancel the order?" (the confirmation a page without script asks on its own address).
  case orderCancel(OrderNumber)
  /// The confirmation after a purchase.
  case orderPlaced(OrderNumber)
  /// The customer's orders, pages 1…`pages` shown.
  case orders(pages: Int = 1)
  /// One of the shop's static pages (agreement, privacy policy, contacts …).
  case page(StaticPage)
  /// A product's card, with a variant chosen.
  case product(Product.ID, variant: Article? = nil)
  case profile
  /// "Delete the account?"
  case profileDelete
  /// The personal-data form.
  case profileEdit
  case register
  /// What search engines may crawl, and where the sitemap is.
  case robots
  case sale(Sale.ID, options: ListingOptions)
  /// The current promotions.
  case sales
  /// Search: popular and recent queries while `query` is empty, otherwise suggestions above the results.
  case search(String, options: ListingOptions)
  /// The sitemap index: the sitemap of pages and one of products per root category and 5,000 of its products.
  case sitemap
  /// One sitemap the index names.
  case sitemapPart(SitemapPart)
  /// The suggestions for a query as a fragment of HTML, which the script shows under the search box as one types.
  case suggestions(String)

  /// The path and query, percent-encoded.
  ///
  /// NB: built by hand rather than through `URLComponents`, which took a tenth of a listing page's rendering (every
  /// tile links its product twice): segments and query values keep only RFC 3986's unreserved characters as they
  /// are and percent-encode every other byte, which any URL parser reads back.
  public var url: String {
    var url = "/" + segments.map(Self.encode).joined(separator: "/")
    let items = queryItems
    if !items.isEmpty {
      url += "?" + items.map { Self.encode($0.0) + "=" + Self.encode($0.1) }.joined(separator: "&")
    }
    return url
  }

  private var segments: [String] {
    switch self {
    case .asset(let name): ["assets", name]
    case .cart: ["cart"]
    case .catalogue(let parent): ["catalog"] + (parent.map { [$0.uuidString] } ?? [])
    case .checkout, .checkoutSuggestions, .order, .orderCancel, .orderPlaced, .orders, .page, .profileDelete,
      .profileEdit:
      accountSegments
    case .category(let id, _, _): ["category", id.uuidString]
    case .city: ["city"]
    case .collection(let id): ["collection", id.uuidString]
    case .favorites: ["favorites"]
    case .login: ["login"]
    case .main: []
    case .product(let id, _): ["product", id.uuidString]
    case .profile: ["profile"]
    case .register: ["register"]
    case .robots: ["robots.txt"]
    case .sale(let id, _): ["sale", id.uuidString]
    case .sales: ["sales"]
    case .search: ["search"]
    case .sitemap: ["sitemap.xml"]
    case .sitemapPart(.pages): ["sitemap", "pages.xml"]
    case .sitemapPart(.products(let root, let part)): ["sitemap", "products", root.uuidString, "\(part).xml"]
    case .suggestions: ["search", "suggestions"]
    }
  }

  private var queryItems: [(String, String)] {
    switch self {
    case .category(_, let parent, let options): (parent.map { [("in", $0.uuidString)] } ?? []) + options.queryItems
    case .sale(_, let options): options.queryItems
    case .city(let query, let next):
      (query.isEmpty ? [] : [("q", query)]) + (next.map { [("next", $0.url)] } ?? [])
    case .product(_, let variant?): [("v", variant.rawValue)]
    case .orders(let pages) where pages > 1: [("page", String(pages))]
    case .search(let text, let options): [("q", text)] + options.queryItems
    case .suggestions(let text): [("q", text)]
    default: []
    }
  }

  /// The page a request asks for; nil for an address that is no page.
  public init?(path: [String], query: FormData) {
    guard let first = path.first else {
      self = .main
      return
    }
    let id = path.count == 2 ? UUID(uuidString: path[1]) : nil
    switch (first, path.count) {
    case ("assets", 2): self = .asset(path[1])
    case ("cart", 1): self = .cart
    case ("catalog", 1): self = .catalogue(parent: nil)
    case ("catalog", 2):
      guard let id else { return nil }
      self = .catalogue(parent: Category.ID(id))
    case ("checkout", _), ("orders", _), ("pages", 2), ("profile", 2):
      guard let route = Self(account: path, query: query) else { return nil }
      self = route
    case ("category", 2):
      guard let id else { return nil }
      let parent = query["in"].flatMap(Category.ID.init(uuidString:))
      self = .category(Category.ID(id), parent: parent, options: ListingOptions(query))
    case ("city", 1):
      let next = query["next"].flatMap { WebRoute(url: String($0.prefix(2000))) }.flatMap {
        $0.canFollowCity ? $0 : nil
      }
      self = .city(query: String((query["q"] ?? "").prefix(100)), next: next)
    case ("collection", 2):
      guard let id else { return nil }
      self = .collection(Banner.ID(id))
    case ("favicon.ico", 1): self = .asset("favicon.svg")  // NB: browsers ask for it where a page names no icon.
    case ("favorites", 1): self = .favorites
    case ("login", 1): self = .login
    case ("product", 2):
      guard let id else { return nil }
      self = .product(Product.ID(id), variant: query["v"].map { Article(rawValue: String($0.prefix(100))) })
    case ("profile", 1): self = .profile
    case ("register", 1): self = .register
    case ("robots.txt", 1): self = .robots
    case ("sale", 2):
      guard let id else { return nil }
      self = .sale(Sale.ID(id), options: ListingOptions(query))
    case ("sales", 1): self = .sales
    case ("search", 1): self = .search(String((query["q"] ?? "").prefix(200)), options: ListingOptions(query))
    case ("search", 2) where path[1] == "suggestions": self = .suggestions(String((query["q"] ?? "").prefix(200)))
    case ("sitemap.xml", 1): self = .sitemap
    case ("sitemap", 2) where path[1] == "pages.xml": self = .sitemapPart(.pages)
    case ("sitemap", 4) where path[1] == "products" && path[3].hasSuffix(".xml"):
      let digits = path[3].dropLast(4)
      guard let root = UUID(uuidString: path[2]), digits.count <= 6, let part = Int(digits), part >= 1 else {
        return nil
      }
      self = .sitemapPart(.products(root: Category.ID(root), part: part))
    default: return nil
    }
  }

  /// The page a local address (`/path?query`, as `url` writes it) names; nil for another site's address or no page.
  init?(url: String) {
    guard url.hasPrefix("/"), !url.hasPrefix("//"), let components = URLComponents(string: url),
      components.scheme == nil, components.host == nil
    else { return nil }
    let path = components.percentEncodedPath.split(separator: "/").map { $0.removingPercentEncoding ?? String($0) }
    self.init(path: path, query: FormData(parsing: components.percentEncodedQuery ?? ""))
  }

  /// Whether the city choice may lead on to this page: a page a shopper reads, not the choice itself or a file.
  var canFollowCity: Bool {
    switch self {
    case .asset, .city, .robots, .sitemap, .sitemapPart, .suggestions: false
    default: true
    }
  }

  /// A path segment or query part with every byte but the unreserved ones percent-encoded.
  static func encode(_ part: String) -> String {
    if part.utf8.allSatisfy(isUnreserved) { return part }
    let hex = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(part.utf8.count * 3)
    for byte in part.utf8 {
      if isUnreserved(byte) {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// `A-Z a-z 0-9 - . _ ~`.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }
}
