import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The Cart screen of a signed-in customer against the real server in process: the guest half of its journey is in
/// `ScreenJourneyTests` (a listing's one-tap add, then a guest sent to login).
@MainActor @Suite struct CartScreenJourneyTests {
  @Test func aCustomerRefusedACodeAppliesAnotherCountsUpRemovesAndGoesToCheckout() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = try await PurchaseScreenJourneyTests.customer(server)
    let article = try #require(try await kit.cart.load().lines.first?.article)
    let router = CartRecordingRouter()
    let store = CartScreen.store(.live(cart: kit.cart, session: kit.session, router: router))

    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state.phase == .loaded && store.state.isSignedIn)

    store.send(.promoCodeChanged("  NO-SUCH-CODE "))
    store.send(.promoCodeApplyTapped)
    await store.settle()
    #expect(store.state.promoError?.code == .promoCodeNotFound)
    #expect(!store.state.summaries.contains { $0.type == .promoDiscount })

    store.send(.promoCodeChanged(" meow10 "))
    store.send(.promoCodeApplyTapped)
    await store.settle()
    #expect(store.state.promoError == nil && store.state.promoInput.isEmpty)
    #expect(store.state.summaries.contains { $0.type == .promoDiscount })

    store.send(.countChanged(article, 2))
    await store.settle()
    #expect(store.state.cart.lines == [CartRequestItem(article: article, count: 2)])
    #expect(try await kit.cart.load().lines == [CartRequestItem(article: article, count: 2)])

    store.send(.checkoutTapped)
    await store.settle()
    #expect(router.routes == [.checkout])

    store.send(.removeTapped(article))
    await store.settle()
    #expect(store.state.phase == .empty, "\(store.state)")
    store.send(.continueShoppingTapped)
    await store.settle()
    #expect(router.routes == [.checkout, .catalogue])
  }
}

@MainActor private final class CartRecordingRouter: CartRouting {
  var routes: [CartScreen.Route] = []
  func open(_ route: CartScreen.Route) { routes.append(route) }
}
