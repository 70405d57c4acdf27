import Foundation
import MeowlsAPI
import MeowlsKit

/// One route of each case per screen, for the route-coverage tests; they live here, not in the Kit, because only the
/// tests need them. Each test switches over its screen's routes exhaustively, so a new case does not compile until
/// a test reaches it.
enum RouteSamples {
  static var authorization: [AuthorizationScreen.Route] {
    [
      .loggedIn(GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge)), .registration(phone: ""),
      .skipped, .staticPage(.userAgreement),
    ]
  }

  static var cart: [CartScreen.Route] {
    [.catalogue, .checkout, .login, .product(Product.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
  }

  static var catalogue: [CatalogueScreen.Route] {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    return [
      .category(Category(code: "", hasChildren: true, id: Category.ID(id), name: "")),
      .products(Category(code: "", hasChildren: false, id: Category.ID(id), name: "")), .search,
    ]
  }

  static var checkout: [CheckoutScreen.Route] {
    [.cart, .catalogue, .login, .order(1_000_021)]
  }

  static var favorites: [FavoritesScreen.Route] {
    [.catalogue, .login, .product(Product.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
  }

  static var listing: [ListingScreen.Route] {
    [.cart, .product(Product.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
  }

  static var main: [MainScreen.Route] {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    return [
      .catalogue(Category(code: "", hasChildren: true, id: Category.ID(id), name: "")),
      .listing(.sale(Sale.ID(id)), title: ""), .product(Product.ID(id)), .sales, .search,
      .web(URL(string: "https://static.meowls.test/")!),
    ]
  }

  static var order: [OrderScreen.Route] {
    [.cart, .product(Product.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
  }

  static var orders: [OrdersScreen.Route] {
    [.catalogue, .order(1_000_021)]
  }

  static var product: [ProductScreen.Route] {
    [
      .cart, .deliveryConditions(URL(string: "https://static.example/delivery")!),
      .gallery([Image(original: "https://img.example/1.jpg")], index: 0),
      .section(ProductSection(text: "Состав", title: "Состав", type: .textModal)),
    ]
  }

  static var profile: [ProfileScreen.Route] {
    [.login, .orders, .registration, .staticPage(.contacts)]
  }

  static var region: [RegionScreen.Route] {
    [.chosen(City(id: City.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!), name: "")), .close]
  }

  static var registration: [RegistrationScreen.Route] {
    [
      .back, .registered(GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge)),
      .staticPage(.privacyPolicy),
    ]
  }

  static var root: [RootScreen.Route] {
    [.popToRoot(.main), .reauthorize]
  }

  static var sales: [SalesScreen.Route] {
    [.sale(Sale.ID(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))]
  }

  static var search: [SearchScreen.Route] {
    let id = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
    return [.category(Category.ID(id)), .close, .product(Product.ID(id)), .results(""), .sale(Sale.ID(id))]
  }
}
