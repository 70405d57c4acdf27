import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// A listing drawn once as a template and filled for each visitor is, byte for byte, the page drawn for that
/// visitor; data can neither make nor break a hole; the cache forgets everything at a new catalogue token.
@Suite struct PageTemplateTests {
  static let category = Category.ID(WebFixtures.id(9))
  static let route = WebRoute.category(category, parent: nil, options: ListingOptions())
  static let products = [
    WebFixtures.product(1, sale: true), WebFixtures.product(2, variants: 2), WebFixtures.product(3),
  ]

  func state(cart: Set<Article> = [], favorites: Set<Product.ID> = []) -> ListingScreen.State {
    var state = ListingScreen.State(source: .category(Self.category), selection: [:], sort: .index)
    state.list = PagedList(items: Self.products, nextPage: 2, phase: .loaded)
    state.totalCount = 25
    state.cart = CartMarks(articles: cart)
    state.favorites = FavoriteMarks(starred: favorites)
    return state
  }

  func document(_ ctx: PageContext, _ state: ListingScreen.State) -> String {
    guard
      case .page(let title, let description, let content, _) = ListingPage.render(
        ctx, state, options: ListingOptions(), title: "Корма")
    else { return "" }
    return Layout.document(ctx, title: title, description: description, content: content).markup
  }

  func template(_ ctx: PageContext) throws -> PageTemplate {
    var drawing = ctx
    drawing.drawsTemplate = true
    return try #require(PageTemplate(document(drawing, state())))
  }

  struct Visit: Sendable {
    var cartCount: Int
    var inCart: Set<Int>
    var starred: Set<Int>
  }

  @Test(arguments: [
    Visit(cartCount: 0, inCart: [], starred: []), Visit(cartCount: 3, inCart: [0], starred: [1]),
    Visit(cartCount: 12, inCart: [0, 2], starred: [0, 1, 2]), Visit(cartCount: 1, inCart: [], starred: [2]),
  ])
  func aFilledTemplateIsThePageDrawnForThatVisitor(_ visit: Visit) throws {
    let (cartCount, inCart, starred) = (visit.cartCount, visit.inCart, visit.starred)
    var ctx = WebFixtures.context(Self.route, cartCount: cartCount)
    ctx.csrfToken = String(repeating: "7", count: 64)
    let cart = Set(inCart.compactMap { CartMarks.quickBuyArticle(of: Self.products[$0]) })
    let favorites = Set(starred.map { Self.products[$0].id })
    let filled = try template(ctx).fill(
      csrf: ctx.csrfToken, cartBadge: Layout.cartBadge(ctx).markup, favorites: favorites, cart: cart)
    #expect(String(decoding: filled, as: UTF8.self) == document(ctx, state(cart: cart, favorites: favorites)))
  }

  @Test func aTemplateHoldsNoVisitorsTokenNorMarks() throws {
    var ctx = WebFixtures.context(Self.route, cartCount: 5)
    ctx.csrfToken = "secret-token"
    var drawing = ctx
    drawing.drawsTemplate = true
    let markup = document(drawing, state(favorites: [Self.products[0].id]))
    #expect(!markup.contains("secret-token"))
    #expect(markup.contains(PageTemplate.csrfHole) && markup.contains(PageTemplate.cartBadgeHole))
  }

  @Test func aProductNameCannotMakeOrBreakAHole() throws {
    var hostile = Self.products
    hostile[0].name = "Корм \u{E000}t\u{E001} \u{E010}s\u{E011}x\u{E012} \u{E001}\u{E012}"
    var drawing = WebFixtures.context(Self.route)
    drawing.drawsTemplate = true
    var state = state()
    state.list = PagedList(items: hostile, nextPage: 2, phase: .loaded)
    guard
      case .page(let title, let description, let content, _) = ListingPage.render(
        drawing, state, options: ListingOptions(), title: "Корма")
    else { return }
    let markup = Layout.document(drawing, title: title, description: description, content: content).markup
    let template = try #require(PageTemplate(markup))
    let page = String(decoding: template.fill(csrf: "TOKEN", cartBadge: "", favorites: [], cart: []), as: UTF8.self)
    #expect(page.contains("Корм t sx "))
    #expect(!page.unicodeScalars.contains { PageTemplate.marks.contains($0) })
  }

  @Test func markupWithUnbalancedMarksIsNoTemplate() {
    #expect(PageTemplate("<p>\u{E010}s\u{E011}on\u{E011}off</p>") == nil)
    #expect(PageTemplate("<p>\u{E000}zz\u{E001}</p>") == nil)
    #expect(PageTemplate("<p>\u{E012}</p>") == nil)
  }

  @Test func theCacheForgetsEveryPageAtANewTokenAndKeepsWithinItsBytes() throws {
    let cache = PageCache(byteLimit: 100)
    let page = try #require(PageTemplate(String(repeating: "x", count: 60)))
    let key = { (url: String) in PageCache.Key(url: url, language: .ru, city: nil) }
    cache.keep(page, for: key("/a"), at: "1.1")
    cache.keep(page, for: key("/b"), at: "1.1")
    #expect(cache.template(for: key("/a"), at: "1.1") != nil)
    #expect(cache.template(for: key("/b"), at: "1.1") == nil, "over the byte limit")
    #expect(cache.template(for: key("/a"), at: "1.2") == nil, "another token")
    cache.keep(page, for: key("/b"), at: "1.2")
    #expect(cache.template(for: key("/a"), at: "1.2") == nil)
    #expect(cache.template(for: key("/b"), at: "1.2") != nil)
    #expect(cache.count == 1)
  }
}
