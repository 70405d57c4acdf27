import Foundation

@testable import MeowlsAPI

extension Samples {
  /// At least one route per case of `APIRoute`.
  static let routes = storeRoutes + posRoutes

  /// At least one route per case of `APIRoute.POS`.
  static let posRoutes: [APIRoute] =
    floorRoutes + [
      .pos(.staff(.current)),
      .pos(.staff(.login)),
      .pos(.staff(.registers)),
      .pos(.staff(.unlockRegister(.valid(register.id), RegisterUnlockRequest(pin: "1234")))),
      .pos(.staff(.unlockRegister(.invalid("касса"), RegisterUnlockRequest(pin: "0000", staffID: id(0x31))))),
    ]

  /// The name of a POS route's case.
  static func posCaseName(of route: APIRoute.POS) -> String {
    switch route {
    case .couriers, .pickup, .stock: floorCaseName(of: route)
    case .staff(let route):
      switch route {
      case .current: "pos.staff.current"
      case .login: "pos.staff.login"
      case .registers: "pos.staff.registers"
      case .unlockRegister: "pos.staff.unlockRegister"
      }
    }
  }

  /// The number of cases `posCaseName(of:)` distinguishes.
  static let posCaseCount = 4 + floorCaseCount

  static let shop = Shop(
    address: "Красный проспект, 101", cityID: city.id, id: id(0x30), name: "MEOWLS на Красном проспекте")
  static let register = Register(id: id(0x32), name: "Касса 1", number: 1, shopID: shop.id)
  static let staffMember = StaffMember(
    hasPIN: true, id: id(0x31), name: "Марина", phone: "79990000001", role: .manager, shop: shop)
}

/// The response model of each POS route.
func reencodePOSResponse(of route: APIRoute.POS, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .couriers, .pickup, .stock: return try reencodeFloorResponse(of: route, body)
  case .staff(let route):
    switch route {
    case .current: return try roundTrip(StaffMember.self)
    case .login: return try roundTrip(StaffSession.self)
    case .registers: return try roundTrip([Register].self)
    case .unlockRegister: return try roundTrip(RegisterUnlock.self)
    }
  }
}
