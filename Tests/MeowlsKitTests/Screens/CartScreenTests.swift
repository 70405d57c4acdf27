import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct CartScreenTests {
  typealias C = CartScreen

  static let error = APIError.transport(.notConnected)
  static let refused = APIError.server(status: 400, ErrorResponse(code: .promoCodeExpired, reason: "Промокод истёк"))

  /// The kit's view of a cart of `lines` priced by the server.
  static func cart(_ lines: [(Article, Int)], promo: String? = nil, alert: String? = nil) -> CartState {
    var priced = CartFixtures.cart(lines, promo: promo.map { PromoCode(code: $0) })
    priced.availabilityAlertMessage = alert
    return CartState(
      cart: priced, lines: lines.map { CartRequestItem(article: $0.0, count: $0.1) }, promoCode: promo)
  }

  static let one = cart([("A-1", 1), ("B-2", 2)])

  func step(
    _ state: inout C.State, _ action: C.Action, _ expected: C.State, _ effects: [C.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(C.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theFirstAppearanceLoadsOnce() {
    var state = C.State()
    step(&state, .viewAppeared, C.State(phase: .loading), [.loadCart])
    step(&state, .viewAppeared, C.State(phase: .loading), [])
    step(&state, .cartLoaded(signedIn: false, .success(Self.one)), C.State(cart: Self.one, phase: .loaded), [])
  }

  @Test func anEmptyCartOffersTheCatalogue() {
    var state = C.State(phase: .loading)
    step(&state, .cartLoaded(signedIn: true, .success(CartState())), C.State(isSignedIn: true, phase: .empty), [])
    step(&state, .checkoutTapped, C.State(isSignedIn: true, phase: .empty), [])
    step(&state, .continueShoppingTapped, C.State(isSignedIn: true, phase: .empty), [.navigate(.catalogue)])
  }

  @Test func aFailedLoadIsRetriedOnceAtATime() {
    var state = C.State(phase: .loading)
    step(&state, .cartLoaded(signedIn: false, .failure(Self.error)), C.State(phase: .failed(Self.error)), [])
    step(&state, .retryTapped, C.State(phase: .loading), [.loadCart])
    step(&state, .retryTapped, C.State(phase: .loading), [])
  }

  @Test func reappearingReloadsQuietlyAndKeepsTheCartOnFailure() {
    var state = C.State(cart: Self.one, phase: .loaded)
    step(&state, .viewAppeared, C.State(cart: Self.one, isRefreshing: true, phase: .loaded), [.loadCart])
    step(&state, .viewAppeared, C.State(cart: Self.one, isRefreshing: true, phase: .loaded), [])
    step(&state, .cartLoaded(signedIn: false, .failure(Self.error)), C.State(cart: Self.one, phase: .loaded), [])
    step(&state, .cartLoaded(signedIn: true, .success(CartState())), C.State(cart: Self.one, phase: .loaded), [])
  }

  @Test func countsChangeOneAtATimeAndZeroRemovesTheLine() {
    let three = Self.cart([("A-1", 3), ("B-2", 2)])
    let onlyB = Self.cart([("B-2", 2)])
    var state = C.State(cart: Self.one, phase: .loaded)
    step(&state, .countChanged("A-1", 1), C.State(cart: Self.one, phase: .loaded), [])
    step(&state, .countChanged("Z-9", 4), C.State(cart: Self.one, phase: .loaded), [])
    step(
      &state, .countChanged("A-1", 3), C.State(cart: Self.one, pending: .setCount("A-1", 3), phase: .loaded),
      [.change(.setCount("A-1", 3))])
    step(&state, .countChanged("A-1", 4), C.State(cart: Self.one, pending: .setCount("A-1", 3), phase: .loaded), [])
    step(&state, .changeResponse(.setCount("A-1", 3), .success(three)), C.State(cart: three, phase: .loaded), [])
    step(
      &state, .countChanged("A-1", 0), C.State(cart: three, pending: .remove("A-1"), phase: .loaded),
      [.change(.remove("A-1"))])
    step(&state, .changeResponse(.remove("A-1"), .success(onlyB)), C.State(cart: onlyB, phase: .loaded), [])
    step(
      &state, .removeTapped("B-2"), C.State(cart: onlyB, pending: .remove("B-2"), phase: .loaded),
      [.change(.remove("B-2"))])
    step(&state, .changeResponse(.remove("B-2"), .success(CartState())), C.State(phase: .empty), [])
  }

  @Test func aRefusedChangeLeavesTheCartAndShowsAnAlert() {
    var state = C.State(cart: Self.one, pending: .setCount("A-1", 99), phase: .loaded)
    step(
      &state, .changeResponse(.setCount("A-1", 99), .failure(Self.refused)),
      C.State(alert: .failed(Self.refused), cart: Self.one, phase: .loaded), [])
    step(
      &state, .changeResponse(.setCount("A-1", 99), .success(CartState())),
      C.State(alert: .failed(Self.refused), cart: Self.one, phase: .loaded), [])
    step(&state, .alertDismissed, C.State(cart: Self.one, phase: .loaded), [])
  }

  @Test func aReloadStartedBeforeAChangeCannotUndoIt() {
    let three = Self.cart([("A-1", 3), ("B-2", 2)])
    var state = C.State(cart: Self.one, isRefreshing: true, phase: .loaded)
    step(
      &state, .countChanged("A-1", 3), C.State(cart: Self.one, pending: .setCount("A-1", 3), phase: .loaded),
      [.change(.setCount("A-1", 3))])
    step(
      &state, .cartLoaded(signedIn: false, .success(Self.one)),
      C.State(cart: Self.one, pending: .setCount("A-1", 3), phase: .loaded), [])
    step(&state, .changeResponse(.setCount("A-1", 3), .success(three)), C.State(cart: three, phase: .loaded), [])
  }

  @Test func aPromoCodeIsAppliedRefusedAndRemoved() {
    let promoted = Self.cart([("A-1", 1), ("B-2", 2)], promo: "MEOW")
    var state = C.State(cart: Self.one, phase: .loaded)
    step(&state, .promoCodeApplyTapped, C.State(cart: Self.one, phase: .loaded), [])
    step(&state, .promoCodeChanged(" OLD "), C.State(cart: Self.one, phase: .loaded, promoInput: " OLD "), [])
    step(
      &state, .promoCodeApplyTapped,
      C.State(cart: Self.one, pending: .applyPromoCode("OLD"), phase: .loaded, promoInput: " OLD "),
      [.change(.applyPromoCode("OLD"))])
    step(
      &state, .changeResponse(.applyPromoCode("OLD"), .failure(Self.refused)),
      C.State(cart: Self.one, phase: .loaded, promoError: Self.refused, promoInput: " OLD "), [])
    step(&state, .promoCodeChanged("MEOW"), C.State(cart: Self.one, phase: .loaded, promoInput: "MEOW"), [])
    step(
      &state, .promoCodeApplyTapped,
      C.State(cart: Self.one, pending: .applyPromoCode("MEOW"), phase: .loaded, promoInput: "MEOW"),
      [.change(.applyPromoCode("MEOW"))])
    step(
      &state, .changeResponse(.applyPromoCode("MEOW"), .success(promoted)), C.State(cart: promoted, phase: .loaded), [])
    step(
      &state, .promoCodeRemoveTapped, C.State(cart: promoted, pending: .removePromoCode, phase: .loaded),
      [.change(.removePromoCode)])
    step(&state, .changeResponse(.removePromoCode, .success(Self.one)), C.State(cart: Self.one, phase: .loaded), [])
    step(&state, .promoCodeRemoveTapped, C.State(cart: Self.one, phase: .loaded), [])
  }

  @Test func checkoutNeedsASignedInCustomerAndAnAvailableCart() {
    var guest = C.State(cart: Self.one, phase: .loaded)
    step(&guest, .checkoutTapped, C.State(cart: Self.one, phase: .loaded), [.navigate(.login)])

    var busy = C.State(cart: Self.one, isSignedIn: true, pending: .remove("A-1"), phase: .loaded)
    step(&busy, .checkoutTapped, busy, [])

    let short = Self.cart([("A-1", 5)], alert: "Осталось 3 шт.")
    var blocked = C.State(cart: short, isSignedIn: true, phase: .loaded)
    step(
      &blocked, .checkoutTapped,
      C.State(alert: .availability("Осталось 3 шт."), cart: short, isSignedIn: true, phase: .loaded),
      [])

    var ready = C.State(cart: Self.one, isSignedIn: true, phase: .loaded)
    step(&ready, .checkoutTapped, ready, [.navigate(.checkout)])
    #expect(ready.summaries == Self.one.cart?.summaries)
  }

  @Test func aLineOpensItsProduct() {
    var state = C.State(cart: Self.one, phase: .loaded)
    step(&state, .productTapped(Fixtures.productID(1)), state, [.navigate(.product(Fixtures.productID(1)))])
  }

  @MainActor @Test func theStoreLoadsChangesAndGoesToCheckout() async {
    let routes = Recorder<C.Route>()
    let three = Self.cart([("A-1", 3), ("B-2", 2)])
    let store = C.store(
      C.Dependencies(
        change: { change throws(APIError) in
          guard change == .setCount("A-1", 3) else { throw Self.refused }
          return three
        }, isSignedIn: { true }, load: { () throws(APIError) in Self.one }, navigate: { routes.append($0) }))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.countChanged("A-1", 3))
    await store.settle()
    store.send(.checkoutTapped)
    await store.settle()
    #expect(store.state == C.State(cart: three, isSignedIn: true, phase: .loaded))
    #expect(routes.values == [.checkout])
  }
}
