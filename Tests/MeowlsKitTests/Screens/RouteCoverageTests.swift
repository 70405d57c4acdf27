import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Every `Route` of every finished screen is reached by some action (no dead-end taps): each test switches over
/// the screen's routes exhaustively, so a new route does not compile until an action leading to it is named.
@Suite struct RouteCoverageTests {
  @Test(arguments: RouteSamples.search) func searchRoute(_ route: SearchScreen.Route) {
    typealias S = SearchScreen
    var state: S.State
    let action: S.Action
    switch route {
    case .category(let id):
      state = S.State(query: "к")
      let category = Category(code: "c", hasChildren: false, id: id, name: "К")
      action = .suggestionTapped(
        SearchSuggestion(
          redirect: Redirect(productsSet: ProductsSet(category: category, name: "К"), type: .productsCollection),
          text: "К"))
    case .close:
      state = S.State()
      action = .cancelTapped
    case .product(let id):
      state = S.State(query: "к")
      action = .suggestionTapped(
        SearchSuggestion(redirect: Redirect(objectID: id.rawValue, objectType: .product, type: .object), text: "К"))
    case .results(let query):
      state = S.State(query: query.isEmpty ? "к" : query)
      action = .showAllResultsTapped
    case .sale(let id):
      state = S.State(query: "к")
      action = .suggestionTapped(
        SearchSuggestion(redirect: Redirect(objectID: id.rawValue, objectType: .sale, type: .object), text: "К"))
    }
    let expected: S.Route = if case .results("") = route { .results("к") } else { route }
    #expect(S.reduce(&state, action).contains(.navigate(expected)))
  }

  @Test(arguments: RouteSamples.listing) func listingRoute(_ route: ListingScreen.Route) {
    typealias L = ListingScreen
    var state = L.State(source: .query("к"), list: .init(phase: .loaded))
    let action: L.Action =
      switch route {
      case .cart: .goToCartTapped
      case .product(let id): .productTapped(id)
      }
    #expect(L.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.cart) func cartRoute(_ route: CartScreen.Route) {
    typealias C = CartScreen
    let lines = CartState(lines: [CartRequestItem(article: "A-1", count: 1)])
    var state: C.State
    let action: C.Action
    switch route {
    case .catalogue:
      state = C.State(phase: .empty)
      action = .continueShoppingTapped
    case .checkout:
      state = C.State(cart: lines, isSignedIn: true, phase: .loaded)
      action = .checkoutTapped
    case .login:
      state = C.State(cart: lines, isSignedIn: false, phase: .loaded)
      action = .checkoutTapped
    case .product(let id):
      state = C.State(cart: lines, phase: .loaded)
      action = .productTapped(id)
    }
    #expect(C.reduce(&state, action) == [.navigate(route)])
  }
}
