import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Every `Route` of the Product, Checkout, Orders, Order and Favorites screens is reached by some action (no
/// dead-end taps): each test switches over the screen's routes exhaustively, so a new route does not compile until
/// an action leading to it is named.
@Suite struct ScreensBRouteCoverageTests {
  @Test(arguments: RouteSamples.product) func productRoute(_ route: ProductScreen.Route) {
    typealias P = ProductScreen
    var product = ProductScreenTests.product
    let action: P.Action
    var index = 0
    switch route {
    case .cart:
      action = .goToCartTapped
    case .deliveryConditions(let url):
      product.deliveryConditionsURL = url.absoluteString
      action = .deliveryConditionsTapped
    case .gallery(let images, let shown):
      product.images = images
      index = shown
      action = .imageTapped
    case .section(let section):
      product.sections = [section]
      action = .sectionTapped(0)
    }
    var state = P.State(productID: product.id, imageIndex: index, phase: .loaded(product))
    #expect(P.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.checkout) func checkoutRoute(_ route: CheckoutScreen.Route) {
    typealias C = CheckoutScreen
    var state = CheckoutScreenTests.filled
    let action: C.Action
    switch route {
    case .cart:
      action = .backTapped
    case .catalogue:
      state.phase = .purchased(1)
      action = .continueShoppingTapped
    case .login:
      state.phase = .purchasing
      action = .purchaseResponse(.failure(.reauthorizationRequired))
    case .order(let number):
      state.phase = .purchased(number)
      action = .orderTapped
    }
    #expect(C.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.orders) func ordersRoute(_ route: OrdersScreen.Route) {
    typealias O = OrdersScreen
    var state: O.State
    let action: O.Action
    switch route {
    case .catalogue:
      state = O.State(list: .init(phase: .empty))
      action = .continueShoppingTapped
    case .order(let number):
      state = O.State(list: .init(items: [OrderFixtures.order(number.rawValue)], phase: .loaded))
      action = .orderTapped(number)
    }
    #expect(O.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.order) func orderRoute(_ route: OrderScreen.Route) {
    typealias O = OrderScreen
    var detail = OrderFixtures.detail(5)
    var state: O.State
    let action: O.Action
    switch route {
    case .cart:
      state = O.State(number: 5, alert: .repeated([]), phase: .loaded(detail))
      action = .goToCartTapped
    case .product(let id):
      detail.items[0].productID = id
      state = O.State(number: 5, phase: .loaded(detail))
      action = .itemTapped(id)
    }
    #expect(O.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.favorites) func favoritesRoute(_ route: FavoritesScreen.Route) {
    typealias F = FavoritesScreen
    var state: F.State
    let action: F.Action
    switch route {
    case .catalogue:
      state = F.State(isSignedIn: true, list: .init(phase: .empty))
      action = .catalogueTapped
    case .login:
      state = F.State(list: .init(phase: .empty))
      action = .loginTapped
    case .product(let id):
      state = F.State(list: .init(items: [Fixtures.product(1)], phase: .loaded))
      action = .productTapped(id)
    }
    #expect(F.reduce(&state, action) == [.navigate(route)])
  }
}
