import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `AccessResolver`: the refusals every route's declared `RouteAccess` answers before its handler runs, with the
/// contract's statuses and bodies.
@Suite struct RouteAccessTests {
  static var notAuthenticated: NSDictionary { ["code": "abortError", "reason": "User not authenticated."] }
  static var expired: NSDictionary {
    ["code": "Unauthorized", "reason": "Access is denied. Please authenticate and try again."]
  }
  static var forbidden: NSDictionary { ["code": "forbidden", "reason": "Access is forbidden for this account."] }
  static var approvalRequired: NSDictionary {
    [
      "code": "managerApprovalRequired",
      "failures": [["failure": "the PIN of a manager of this shop, approving a return", "field": "X-Manager-PIN"]],
      "reason": "A return needs a manager's approval: send a manager's PIN in X-Manager-PIN.",
    ]
  }

  /// Routes of every feature and every token-needing access, with bodies that decode.
  static let protected: [APIRoute] = [
    .accounts(.current), .accounts(.refreshToken), .cart(.current), .checkout(.availablePayments),
    .favorites(.count), .orders(.list(PageRequest())), .suggestions(.houses(HouseSuggestionsQuery(query: "1"))),
    .pos(.couriers(.list(DeliveriesQuery()))), .pos(.pickup(.list(PickupQuery()))),
    .pos(.reports(.daily(DailyReportQuery()))), .pos(.sales(.receipt(.valid(1)))),
    .pos(.shifts(.current(.invalid("x")))),
    .pos(.staff(.current)), .pos(.staff(.registers)), .pos(.stock(.lookup(StockQuery(article: "1")))),
    .pos(.stock(.receive(StockChangeRequest(article: "1", quantity: 1)))),
  ]

  @Test func everyProtectedRouteAnswersAMissingTokenWith401AbortError() throws {
    let server = try TestServer()
    for route in Self.protected {
      #expect(route.access.needsToken)
      let response = try send(route, token: nil, to: server)
      #expect(response.status == 401 && response.json == Self.notAuthenticated, "\(route.name): \(response.text)")
      let unknown = try send(route, token: "no-such-token", to: server)
      #expect(unknown.status == 401 && unknown.json == Self.notAuthenticated, "\(route.name): \(unknown.text)")
    }
  }

  @Test func anExpiredTokenIs401UnauthorizedExceptOnRefresh() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    server.clock.advance(by: 86_400)
    for route in Self.protected where route != .accounts(.refreshToken) {
      let response = try send(route, token: token, to: server)
      #expect(response.status == 401 && response.json == Self.expired, "\(route.name): \(response.text)")
    }
    #expect(try send(.accounts(.refreshToken), token: token, to: server).status == 200)
  }

  @Test func aPublicRouteReadsNoToken() throws {
    let server = try TestServer()
    #expect(try send(.geography(.cities(CitiesQuery())), token: "no-such-token", to: server).status == 200)
    #expect(try send(.system(.healthCheck), token: "no-such-token", to: server).status == 200)
  }

  @Test func aCustomerOrAWrongRoleIsForbiddenOnStaffRoutes() throws {
    let pos = try POSFixture()
    let cases: [(APIRoute, String)] = [
      (.pos(.staff(.current)), pos.customer), (.pos(.reports(.daily(DailyReportQuery()))), pos.cashier),
      (.pos(.shifts(.current(.invalid("x")))), pos.courier), (.pos(.couriers(.list(DeliveriesQuery()))), pos.cashier),
      (.pos(.stock(.receive(StockChangeRequest(article: "1", quantity: 1)))), pos.customer),
    ]
    for (route, token) in cases {
      let response = try send(route, token: token, to: pos.server)
      #expect(response.status == 403 && response.json == Self.forbidden, "\(route.name): \(response.text)")
    }
    #expect(try send(.pos(.staff(.current)), token: pos.courier, to: pos.server).status == 200)
  }

  @Test func aCashierOutsideAManagersRouteNeedsAManagersPINBeforeTheRouteRuns() throws {
    let pos = try POSFixture()
    let route = APIRoute.pos(.stock(.receive(StockChangeRequest(article: "no-such-article", quantity: 1))))
    let withoutPIN = try send(route, token: pos.cashier, to: pos.server)
    #expect(withoutPIN.status == 403 && withoutPIN.json?["code"] as? String == "managerApprovalRequired")
    let wrongPIN = try send(route, token: pos.cashier, headers: [("X-Manager-PIN", "0000")], to: pos.server)
    #expect(wrongPIN.status == 403 && wrongPIN.json?["code"] as? String == "pinIncorrect")
    let approved = try send(route, token: pos.cashier, headers: [("X-Manager-PIN", "1111")], to: pos.server)
    #expect(approved.status != 403 && approved.status != 401, "\(approved.text)")
    #expect(try send(route, token: pos.manager, to: pos.server).status == approved.status)
  }

  @Test func aReturnAsksForApprovalAtItsRegister() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.returnSale(token: sale.pos.cashier)
    #expect(response.status == 403 && response.json == Self.approvalRequired)
    #expect(try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "1111")]).status == 200)
  }

  private func send(
    _ route: APIRoute, token: String?, headers: [(String, String)] = [], to server: TestServer
  ) throws -> RawHTTPResponse {
    let request = route.request
    var all = headers
    if let token { all.append(("Authorization", "Token \(token)")) }
    if request.body != nil { all.append(("Content-Type", "application/json")) }
    return try server.request(request.method.rawValue, request.target, headers: all, body: request.body.map(Array.init))
  }
}
