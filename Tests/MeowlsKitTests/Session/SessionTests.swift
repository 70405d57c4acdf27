import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct SessionTests {
  static let report = [MergeReportEntry(applied: 10, article: "25178", reason: "Only 10 in stock", requested: 12)]

  @Test func loginStartsASessionStoredWholeWithTheBirthday() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user(token: "T1")) }
    let services = ServiceHarness(transport: transport.transport)
    let result = try await services.session.logIn(phone: "8 (913) 913-91-13", password: "uNhsyBu28d")
    #expect(result.user == Fixtures.session().user)
    #expect(result.merge == GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge))
    #expect(services.session.state.value == .signedIn(Fixtures.session()))
    let restarted = CredentialStore(secureStore: services.kit.secureStore, kind: .customer)
    #expect(await restarted.session == Fixtures.session())
    #expect(
      transport.exchanges == [Exchange(.accounts(.login), authorization: "Basic NzkxMzkxMzkxMTM6dU5oc3lCdTI4ZA==")])
  }

  @Test func registrationSignsInWithTheAnswersTokenWithoutASecondLogin() async throws {
    let request = CreateUserRequest(
      confirmPassword: "uNhsyBu28d", name: "User", password: "uNhsyBu28d", phone: "79139139113")
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user(token: "T1")) }
    let services = ServiceHarness(transport: transport.transport)
    _ = try await services.session.register(request)
    #expect(services.session.state.value == .signedIn(Fixtures.session()))
    #expect(transport.exchanges == [Exchange(.accounts(.create(request)))])
  }

  @Test func loginMergesGuestFavoritesAndCartAndSurfacesTheMergeReport() async throws {
    let guestIDs = [Fixtures.productID(2), Fixtures.productID(3)]
    let transport = ScriptedTransport { route, _ in
      switch route {
      case .accounts(.login):
        .json(Fixtures.user(token: "T1", favorites: [Fixtures.productID(1), Fixtures.productID(2)]))
      case .favorites(.star): .error(208, .productAlreadyStarred)
      case .cart(.merge): .json(CartFixtures.cart([("25178", 10)], mergeReport: Self.report))
      default: .error(404, .abortError)
      }
    }
    let settings = ServiceHarness.guestSettings(favorites: guestIDs, cart: [("25178", 2)])
    let services = ServiceHarness(transport: transport.transport, settings: settings)
    let result = try await services.session.logIn(phone: "79139139113", password: "uNhsyBu28d")
    #expect(result.merge == GuestMergeOutcome(cart: .merged(Self.report), favorites: .merged(2)))
    #expect(
      transport.exchanges == [
        Exchange(.accounts(.login), authorization: "Basic NzkxMzkxMzkxMTM6dU5oc3lCdTI4ZA=="),
        Exchange(.favorites(.star(guestIDs.reversed())), authorization: "Token T1"),
        Exchange(.cart(.merge(CartFixtures.request([("25178", 2)]))), authorization: "Token T1"),
      ])
    #expect(services.favorites.state.value == FavoritesState(ids: Set((1...3).map(Fixtures.productID))))
    #expect(
      services.cart.state.value
        == CartState(cart: CartFixtures.cart([("25178", 10)]), lines: [CartRequestItem(article: "25178", count: 10)]))
    #expect(settings.snapshot == [:])
  }

  @Test func failedMergeKeepsTheGuestDataAndTheNextAttemptMergesIt() async throws {
    let attempts = Counter()
    let transport = ScriptedTransport { route, _ in
      switch route {
      case .accounts(.login): return .json(Fixtures.user(token: "T1"))
      case .favorites(.star):
        if attempts.next() == 1 { throw TransportError.notConnected }
        return .empty
      case .cart(.merge):
        return attempts.count == 1 ? .error(503, .serviceUnavailable) : .json(CartFixtures.cart([("25178", 2)]))
      default: return .error(404, .abortError)
      }
    }
    let settings = ServiceHarness.guestSettings(favorites: [Fixtures.productID(7)], cart: [("25178", 2)])
    let guestData = settings.snapshot
    let services = ServiceHarness(transport: transport.transport, settings: settings)
    let first = try await services.session.logIn(phone: "79139139113", password: "uNhsyBu28d")
    #expect(
      first.merge
        == GuestMergeOutcome(
          cart: .failed(.server(status: 503, ErrorResponse(code: .serviceUnavailable, reason: "reason"))),
          favorites: .failed(.transport(.notConnected))))
    #expect(first.merge.needsRetry)
    #expect(settings.snapshot == guestData)
    let second = await services.session.mergeGuestData()
    #expect(second == GuestMergeOutcome(cart: .merged([]), favorites: .merged(1)))
    #expect(settings.snapshot == [:])
  }

  @Test func logoutEndsTheSessionOnTheServerAndBecomesAGuest() async throws {
    let transport = ScriptedTransport { _, _ in .empty }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    try await services.session.logOut()
    #expect(transport.exchanges == [Exchange(.accounts(.logout), authorization: "Token T1")])
    #expect(services.session.state.value == .signedOut)
    #expect(try services.kit.secureStore.data(forKey: "meowls.session.customer") == nil)
    #expect(services.favorites.state.value == FavoritesState())
    #expect(services.cart.state.value == CartState())
  }

  @Test func logoutOfflineKeepsTheSessionSoTheUserCanRetry() async throws {
    let transport = ScriptedTransport { _, _ in throw TransportError.notConnected }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    await #expect(throws: APIError.transport(.notConnected)) { try await services.session.logOut() }
    #expect(services.session.state.value == .signedIn(Fixtures.session()))
  }

  @Test func logoutWithATokenTheServerNoLongerKnowsStillLogsOut() async throws {
    let transport = ScriptedTransport { _, _ in .error(401, .abortError, "User not authenticated.") }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    try await services.session.logOut()
    #expect(services.session.state.value == .signedOut)
  }

  @Test func deletingTheAccountEndsTheSession() async throws {
    let transport = ScriptedTransport { _, _ in .empty }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    try await services.session.deleteAccount()
    #expect(transport.exchanges == [Exchange(.accounts(.delete), authorization: "Token T1")])
    #expect(services.session.state.value == .signedOut)
  }

  @Test func offlineStartKeepsTheStoredSession() async throws {
    let transport = ScriptedTransport { _, _ in throw TransportError.notConnected }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    var events = services.session.events.events().makeAsyncIterator()
    await services.session.restore()
    #expect(services.session.state.value == .signedIn(Fixtures.session()))
    #expect(transport.exchanges == [Exchange(.accounts(.current), authorization: "Token T1")])
    await services.kit.credentials.end(reauthorize: true)
    #expect(await events.next() == .reauthorizationRequired)
  }

  @Test func startAfterTheRefreshWindowAsksForANewLoginWithoutARequest() async throws {
    let stored = Fixtures.session()
    let services = ServiceHarness(
      transport: .failing, session: stored, now: stored.refreshableUntil.addingTimeInterval(1))
    var events = services.session.events.events().makeAsyncIterator()
    await services.session.restore()
    #expect(services.session.state.value == .signedOut)
    #expect(await events.next() == .reauthorizationRequired)
  }

  @Test func startReloadsAndStoresTheProfile() async throws {
    var renamed = Fixtures.user(token: nil)
    renamed.name = "Renamed"
    let answer = renamed
    let transport = ScriptedTransport { _, _ in .json(answer) }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    await services.session.restore()
    var expected = Fixtures.session()
    expected.user = renamed
    #expect(services.session.state.value == .signedIn(expected))
  }

  @Test func staffLoginNeverMergesGuestData() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.user(token: "S1")) }
    let settings = ServiceHarness.guestSettings(favorites: [Fixtures.productID(1)], cart: [("25178", 1)])
    let services = ServiceHarness(transport: transport.transport, kind: .staff, settings: settings)
    let result = try await services.session.logIn(phone: "79130000001", password: "Cashier123")
    #expect(result.merge == GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge))
    #expect(transport.exchanges.map(\.route) == [.accounts(.login)])
    #expect(services.session.state.value.session?.kind == .staff)
  }

  @Test func wrongPasswordKeepsTheGuest() async throws {
    let transport = ScriptedTransport { _, _ in .error(401, .authError, "Invalid phone or password") }
    let services = ServiceHarness(transport: transport.transport)
    await #expect(
      throws: APIError.server(status: 401, ErrorResponse(code: .authError, reason: "Invalid phone or password"))
    ) {
      try await services.session.logIn(phone: "79139139113", password: "wrong1234")
    }
    #expect(services.session.state.value == .signedOut)
  }
}
