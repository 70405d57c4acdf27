import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport

@testable import MeowlsWeb

/// Known values the page tests draw, with hostile text where a shopper's or a seller's text goes.
enum WebFixtures {
  static let hostile = "<script>alert(\"x\")</script>&'"
  static let start = Date(timeIntervalSince1970: 1_800_000_000)

  static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))! }

  static func product(_ n: Int, name: String? = nil, variants: Int = 1, sale: Bool = false) -> Product {
    Product(
      allowQuickBuy: true, code: "p\(n)", defaultVariantArticle: variants == 1 ? Article(rawValue: "A\(n)-0") : nil,
      id: Product.ID(id(n)), images: [Image(medium: "/static/catalog/480x480/p\(n).svg")], name: name ?? "Корм \(n)",
      variants: (0..<variants).map { variant(n, $0, sale: sale) })
  }

  static func variant(_ n: Int, _ v: Int, sale: Bool = false) -> ProductVariant {
    ProductVariant(
      article: Article(rawValue: "A\(n)-\(v)"), availabilityInfo: AvailabilityInfo(count: 5, type: .available),
      badges: sale ? [Badge(backgroundColor: "#f00", tintColor: "#fff", title: "Скидка")] : [],
      id: ProductVariant.ID(id(1000 + n * 10 + v)),
      price: Price(originalPrice: Money(rubles: sale ? 1500 : 1299), price: Money(rubles: 1299)),
      shortName: "\(v + 1) кг")
  }

  static func category(_ n: Int, name: String? = nil, children: Bool = false) -> Category {
    Category(code: "c\(n)", hasChildren: children, id: Category.ID(id(n)), name: name ?? "Категория \(n)")
  }

  /// A page context for `route` with a kit whose transport refuses everything (render tests send nothing).
  static func context(
    _ route: WebRoute, language: AppLanguage = .ru, cartCount: Int = 0, flash: String? = nil
  ) -> PageContext {
    let store = InMemoryWebSessionStore()
    let record = WebSessionRecord(id: String(repeating: "a", count: 64), csrfToken: "csrf-token", lastSeen: start)
    try? store.create(record)
    let kit = VisitorKit(
      device: WebDevice(record: record, store: store), environment: environment(.refusing), clientAddress: "",
      language: language)
    return PageContext(
      cartCount: cartCount, csrfToken: "csrf-token", flash: flash, kit: kit, route: route, signedIn: false, user: nil)
  }

  static func environment(_ transport: HTTPTransport, tokens: Counter = Counter()) -> WebEnvironment {
    WebEnvironment(
      client: ClientEnvironment(
        makeIdentifier: { "req" }, now: { start }, random: { 0.5 }, sleep: { _ in }),
      makeToken: { String(format: "%064x", tokens.next()) }, publicURL: URL(string: "http://shop.test")!,
      transport: { _ in transport })
  }

  /// The markup of a page outcome's content.
  static func markup(_ outcome: PageOutcome) -> String {
    if case .page(_, _, let content, _) = outcome { return content.markup }
    return ""
  }
}

extension HTTPTransport {
  static var refusing: HTTPTransport {
    HTTPTransport { _ in throw TransportError.notConnected }
  }
}
