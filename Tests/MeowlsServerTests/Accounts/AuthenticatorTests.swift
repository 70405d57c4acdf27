import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct AuthenticatorTests {
  let clock = TestClock()
  let database: SQLiteDatabase
  let authenticator: Authenticator
  let user = User.ID(UUID(uuidString: "60FFE4F7-FE33-4722-9386-04B9601F2918")!)
  let token: String

  init() throws {
    try Crypto.start()
    database = try SQLiteDatabase.migrated(clock: .constant(Date()))
    let (clock, user) = (clock, user)
    authenticator = Authenticator(database: database, clock: Clock(now: { clock.now }, monotonicNanoseconds: { 0 }))
    token = try database.withConnection { connection in
      try UserStore.insert(
        UserRecord(id: user, role: .customer, phone: "79139139113"), passwordHash: "x", createdAt: clock.now,
        in: connection)
      return try SessionStore(random: .seeded(1)).issue(for: user, at: clock.now, in: connection).token
    }
  }

  func request(_ authorization: String?) -> HTTPRequest {
    HTTPRequest(
      method: "GET", path: "/api/v1/users", headers: HTTPHeaders(authorization.map { [("Authorization", $0)] } ?? []))
  }

  @Test(arguments: [
    ("Token abc", "abc"), ("token abc", "abc"), ("TOKEN a+b/c=", "a+b/c="), ("Token  abc", "abc"),
  ])
  func tokenIsTheSecondOfExactlyTwoParts(header: String, token: String) {
    #expect(Authenticator.token(in: header) == token)
  }

  @Test(arguments: [nil, "", "Token", "Bearer abc", "Token a b", "Tokens abc", "abc"] as [String?])
  func otherHeadersCarryNoToken(header: String?) {
    #expect(Authenticator.token(in: header) == nil)
  }

  @Test func validTokenIsTheUserWithRoleAndSession() throws {
    let authenticated = try authenticator.authenticate(request("Token \(token)"))
    #expect(authenticated.id == user && authenticated.role == .customer)
    let sessions = try database.withConnection { try $0.query("SELECT id FROM sessions") }
    #expect(try sessions.map { try $0.string(0) } == [authenticated.session.uuidString])
  }

  @Test(arguments: [nil, "Token", "Token bm9wZQ==", "Basic \(Data("a:b".utf8).base64EncodedString())"] as [String?])
  func missingMalformedOrUnknownIsNotAuthenticated(header: String?) {
    #expect(throws: AuthenticationError.notAuthenticated) { try authenticator.authenticate(request(header)) }
  }

  @Test func expiredTokenIsDenied() {
    clock.advance(by: 86_400)
    #expect(throws: AuthenticationError.expired) { try authenticator.authenticate(request("Token \(token)")) }
  }

  @Test func expiredTokenInsideTheWindowIsAcceptedForRefresh() throws {
    clock.advance(by: 30 * 86_400 - 1)
    #expect(try authenticator.authenticate(request("Token \(token)"), accepting: .refreshable).id == user)
  }

  @Test func tokenPastTheWindowIsDeniedEvenForRefresh() {
    clock.advance(by: 30 * 86_400)
    #expect(throws: AuthenticationError.expired) {
      try authenticator.authenticate(request("Token \(token)"), accepting: .refreshable)
    }
  }

  @Test func deletedAccountsTokenIsNotAuthenticated() throws {
    try database.withConnection { try UserStore.softDelete(user, at: clock.now, in: $0) }
    #expect(throws: AuthenticationError.notAuthenticated) { try authenticator.authenticate(request("Token \(token)")) }
  }

  @Test func customerIsForbiddenOnStaffRoutes() {
    let customer = AuthenticatedUser(id: user, role: .customer, session: Session.ID(UUID()))
    #expect(throws: AuthenticationError.forbidden) { try customer.requireStaff() }
    #expect(throws: AuthenticationError.forbidden) { try customer.requireStaff(roles: [.customer]) }
  }

  @Test func staffPassWhenTheirRoleIsAllowed() throws {
    let cashier = AuthenticatedUser(id: user, role: .cashier, session: Session.ID(UUID()))
    #expect(try cashier.requireStaff() == cashier)
    #expect(try cashier.requireStaff(roles: [.cashier, .manager]) == cashier)
    #expect(throws: AuthenticationError.forbidden) { try cashier.requireStaff(roles: [.manager]) }
  }

  @Test(arguments: [
    (AuthenticationError.notAuthenticated, 401, ErrorResponse(code: .abortError, reason: "User not authenticated.")),
    (.expired, 401, ErrorResponse(code: .unauthorized, reason: "Access is denied. Please authenticate and try again.")),
    (.forbidden, 403, ErrorResponse(code: .forbidden, reason: "Access is forbidden for this account.")),
  ])
  func errorsAreTheContractsAnswers(error: AuthenticationError, status: Int, body: ErrorResponse) {
    #expect(error.status.code == status && error.body == body)
  }
}
