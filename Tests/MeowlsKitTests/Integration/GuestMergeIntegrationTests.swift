import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// Guest favourites and cart, their merge at registration and login, and promo codes, against the real server.
@Suite struct GuestMergeIntegrationTests {
  /// Two products in stock and the article of the first one's first variant in stock, with its stock.
  static func shopping(_ kit: LiveKit) async throws -> (products: [Product], article: Article, stock: Int) {
    let category = try await CatalogueSearch.largestLeafCategory(kit.client)
    let products = try await CatalogueSearch.productsInStock(kit.client, in: category, count: 2)
    let variant = try #require(products[0].variants.first { $0.availabilityInfo.count > 1 })
    return (products, variant.article, variant.availabilityInfo.count)
  }

  @Test func guestStarsAndFillsACartThenRegistersAndBothMerge() async throws {
    let server = try TestServer.kit(seeded: true)
    let kit = LiveKit(server: server)
    let (products, article, _) = try await Self.shopping(kit)
    for product in products { try await kit.favorites.toggle(product.id) }
    let guestCart = try await kit.cart.add(article)
    #expect(guestCart.lines == [CartRequestItem(article: article, count: 1)] && guestCart.total != nil)

    let signedIn = try await kit.session.register(LiveKit.registration)
    #expect(signedIn.merge == GuestMergeOutcome(cart: .merged([]), favorites: .merged(2)))
    #expect(kit.favorites.state.value == FavoritesState(ids: Set(products.map(\.id))))
    #expect(try await kit.cart.load().lines == [CartRequestItem(article: article, count: 1)])
    let favorites = Paginator<Product> { page, perPage throws(APIError) in
      try await kit.favorites.page(page, perPage: perPage)
    }
    await favorites.loadNextPage()
    #expect(favorites.state.value.items.map(\.id) == products.map(\.id).reversed())
    #expect(kit.settings.data(forKey: .guestFavorites) == nil && kit.settings.data(forKey: .guestCart) == nil)

    try await kit.session.logOut()
    #expect(kit.favorites.state.value == FavoritesState() && kit.cart.state.value == CartState())
  }

  @Test func mergeCapsTheCartAtTheStockAndReportsIt() async throws {
    let server = try TestServer.kit(seeded: true)
    let kit = LiveKit(server: server)
    let (_, article, stock) = try await Self.shopping(kit)
    _ = try await kit.session.register(LiveKit.registration)
    try await kit.cart.setCount(stock, of: article)
    try await kit.session.logOut()

    try await kit.cart.add(article, count: 2)
    let login = try await kit.session.logIn(phone: "79139139113", password: "uNhsyBu28d")
    guard case .merged(let report) = login.merge.cart else {
      Issue.record("the cart did not merge: \(login.merge.cart)")
      return
    }
    #expect(
      report.map { [$0.article.rawValue, "\($0.requested)", "\($0.applied)"] } == [
        [article.rawValue, "\(stock + 2)", "\(stock)"]
      ])
    #expect(kit.cart.state.value.lines == [CartRequestItem(article: article, count: stock)])
  }

  @Test func promoCodeAppliesAndARefusedOneLeavesTheCart() async throws {
    let server = try TestServer.kit(seeded: true)
    let kit = LiveKit(server: server)
    let (_, article, _) = try await Self.shopping(kit)
    _ = try await kit.session.register(LiveKit.registration)
    try await kit.cart.add(article)
    let applied = try await kit.cart.applyPromoCode("MEOW10")
    #expect(applied.promoCode == "MEOW10")
    #expect((applied.summary(.promoDiscount) ?? .zero) > .zero)

    let error = await #expect(throws: APIError.self) { try await kit.cart.applyPromoCode("LETO2024") }
    #expect(error?.code == .promoCodeExpired)
    #expect(kit.cart.state.value == applied)
    #expect(error.map(Localizer(language: .ru).message(for:)) == "Срок действия промокода истёк.")
  }

  @Test func moreThanTheStockIsRefusedAndTheGuestCartStaysAsItWas() async throws {
    let server = try TestServer.kit(seeded: true)
    let kit = LiveKit(server: server)
    let (_, article, stock) = try await Self.shopping(kit)
    let before = try await kit.cart.add(article)
    let error = await #expect(throws: APIError.self) { try await kit.cart.setCount(stock + 1, of: article) }
    #expect(error?.code == .productUnavailable)
    #expect(kit.cart.state.value == before)
  }
}
