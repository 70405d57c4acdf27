import Foundation
import MeowlsAPI
import MeowlsKit

/// Values the scripted scenarios share.
enum Fixtures {
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static let novosibirsk = City(
    id: City.ID(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456")!,
    location: Location(latitude: 55.0302, longitude: 82.9204), name: "Новосибирск")
  static let omsk = City(
    id: City.ID(uuidString: "140E31DA-27BF-4519-9EA0-6185D681D44E")!,
    location: Location(latitude: 54.9893, longitude: 73.3682), name: "Омск")
  static let samara = City(
    id: City.ID(uuidString: "BB035CC3-1DC2-4627-9D25-A1BF2D4B936B")!,
    location: Location(latitude: 53.1959, longitude: 50.1002), name: "Самара")

  static let device = DeviceInfo(
    appVersion: "1.0.0", appVersionCode: "1", brand: "iPhone", manufacturer: "Apple", model: "15Pro",
    osVersion: "17.4", platform: "ios")

  /// A profile as the server answers a login with token `token`.
  static func user(token: String? = "T1", favorites: [Product.ID] = []) -> User {
    User(
      authentication: token.map { UserAuthentication(expiresAt: start.addingTimeInterval(86_400), token: $0) },
      birthday: Date(timeIntervalSince1970: 649_987_200), email: "user@example.com", favoriteItems: favorites,
      gender: .man, id: User.ID(uuidString: "11111111-2222-3333-4444-555555555555")!, name: "User",
      patronymic: "Usersed", phone: "79139139113", surname: "Userson")
  }

  /// The stored session of `user(token:)`.
  static func session(token: String = "T1", kind: SessionKind = .customer) -> StoredSession {
    StoredSession(user: user(token: token), kind: kind)!
  }

  /// A product id numbered `n`.
  static func productID(_ n: Int) -> Product.ID {
    Product.ID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
  }
}

extension Fixtures {
  /// A product in list form numbered `n`.
  static func product(_ n: Int) -> Product {
    Product(allowQuickBuy: true, code: "product-\(n)", id: productID(n), images: [], name: "Товар \(n)", variants: [])
  }

  /// A page of products numbered `numbers`, followed by `next`.
  static func page(_ numbers: [Int], page: Int, next: Int?, total: Int = 100, perPage: Int = 20) -> Page<Product> {
    Page(
      paginationInfo: PaginationInfo(nextPage: next, page: page, perPage: perPage, totalCount: total),
      results: numbers.map(product))
  }
}
