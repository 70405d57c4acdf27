import Foundation

@testable import MeowlsAPI

/// The response model of each route: decodes a body with it and encodes it back (nil for routes with no body).
///
/// The exhaustive switch documents, route by route, which type answers it.
func reencodeResponse(of route: APIRoute, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .accounts(let route):
    switch route {
    case .address: return try roundTrip(Address.self)
    case .create, .current, .edit, .login, .refreshToken: return try roundTrip(User.self)
    case .delete, .logout: return try roundTrip(EmptyResponse.self)
    }
  case .admin(let route): return try reencodeAdminResponse(of: route, body)
  case .cart: return try roundTrip(Cart.self)
  case .catalog(let route):
    switch route {
    case .categories: return try roundTrip([Category].self)
    case .filters: return try roundTrip([FilterGroup].self)
    case .mainPage: return try roundTrip([Banner].self)
    case .product: return try roundTrip(ProductDetail.self)
    case .products: return try roundTrip(Page<Product>.self)
    case .sale: return try roundTrip(Sale.self)
    case .sales: return try roundTrip(Page<Sale>.self)
    }
  case .checkout(let route):
    switch route {
    case .availableDates: return try roundTrip([AvailableDate].self)
    case .availableDeliveries: return try roundTrip([DeliveryOption].self)
    case .availablePayments: return try roundTrip([PaymentOption].self)
    case .calculate: return try roundTrip(Cart.self)
    case .pickupPoints: return try roundTrip([PickupPoint].self)
    case .purchase: return try roundTrip(PurchaseResult.self)
    }
  case .favorites(let route):
    switch route {
    case .count: return try roundTrip(FavoritesCount.self)
    case .list: return try roundTrip(Page<Product>.self)
    case .star, .unstar: return try roundTrip(EmptyResponse.self)
    }
  case .geography(.cities): return try roundTrip([City].self)
  case .orders(let route):
    switch route {
    case .cancel: return try roundTrip(EmptyResponse.self)
    case .detail: return try roundTrip(OrderDetail.self)
    case .list: return try roundTrip(Page<Order>.self)
    case .repeat: return try roundTrip(Cart.self)
    }
  case .pos(let route): return try reencodePOSResponse(of: route, body)
  case .search: return try roundTrip([SearchSuggestion].self)
  case .suggestions(let route):
    switch route {
    case .flats, .houses, .streets: return try roundTrip([AddressSuggestion].self)
    case .fullAddress: return try roundTrip(Address.self)
    case .names, .patronymics, .surnames: return try roundTrip([FullNameSuggestion].self)
    }
  case .system(let route):
    switch route {
    case .health, .healthCheck: return try roundTrip(EmptyResponse.self)
    case .openAPI: return try roundTrip(OpenAPIValue.self)
    case .root: return nil
    }
  }
}
