import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct TokenRefreshTests {
  /// A server where T1 has expired and refreshing it issues T2.
  static func expiringServer(refreshGate: Gate? = nil) -> ScriptedTransport {
    ScriptedTransport { route, request in
      switch (route, request.headers["Authorization"]) {
      case (.accounts(.refreshToken), "Token T1"):
        await refreshGate?.wait()
        return .json(Fixtures.user(token: "T2"))
      case (_, "Token T1"): return .expired
      case (_, "Token T2"): return .json(Fixtures.user(token: nil))
      default: return .error(401, .abortError, "User not authenticated.")
      }
    }
  }

  @Test func expiredTokenIsRefreshedAndTheRequestReplayedOnceWithTheNewToken() async throws {
    let transport = Self.expiringServer()
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    #expect(try await harness.client.send(.userProfile) == Fixtures.user(token: nil))
    #expect(
      transport.exchanges == [
        Exchange(.accounts(.current), authorization: "Token T1"),
        Exchange(.accounts(.refreshToken), authorization: "Token T1"),
        Exchange(.accounts(.current), authorization: "Token T2"),
      ])
  }

  @Test func refreshedSessionIsStoredWhole() async throws {
    let harness = KitHarness(transport: Self.expiringServer().transport, session: Fixtures.session(token: "T1"))
    _ = try await harness.client.send(.userProfile)
    let restarted = CredentialStore(secureStore: harness.secureStore, kind: .customer)
    #expect(await restarted.session == Fixtures.session(token: "T2"))
  }

  @Test func tenConcurrentRequestsShareOneRefresh() async throws {
    let gate = Gate(opensAfter: 10)
    let inner = Self.expiringServer(refreshGate: gate)
    let transport = ScriptedTransport { route, request in
      let response = try await inner.handler(route, request)
      if request.headers["Authorization"] == "Token T1", route != .accounts(.refreshToken) { await gate.arrive() }
      return response
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    let users = try await withThrowingTaskGroup(of: User.self) { group in
      for _ in 0..<10 { group.addTask { try await harness.client.send(.userProfile) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(users == Array(repeating: Fixtures.user(token: nil), count: 10))
    let exchanges = transport.exchanges
    #expect(exchanges.filter { $0.route == .accounts(.refreshToken) }.count == 1)
    #expect(exchanges.filter { $0 == Exchange(.accounts(.current), authorization: "Token T1") }.count == 10)
    #expect(exchanges.filter { $0 == Exchange(.accounts(.current), authorization: "Token T2") }.count == 10)
    #expect(exchanges.count == 21)
  }

  @Test func refusedRefreshEndsTheSessionAndAsksForReauthorization() async throws {
    let transport = ScriptedTransport { route, _ in
      route == .accounts(.refreshToken) ? .error(401, .unauthorized) : .expired
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    var events = harness.credentials.events.events().makeAsyncIterator()
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.userProfile) }
    #expect(error == .reauthorizationRequired)
    #expect(harness.credentials.state.value == .signedOut)
    #expect(await events.next() == .reauthorizationRequired)
    #expect(try harness.secureStore.data(forKey: "meowls.session.customer") == nil)
  }

  @Test func refreshThatFailsOfflineKeepsTheSession() async throws {
    let transport = ScriptedTransport { route, _ in
      if route == .accounts(.refreshToken) { throw TransportError.notConnected }
      return .expired
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.userProfile) }
    #expect(error == .transport(.notConnected))
    #expect(harness.credentials.state.value == .signedIn(Fixtures.session(token: "T1")))
  }

  @Test func refreshThatFailsWith503KeepsTheSessionAndIsNotRetried() async throws {
    let transport = ScriptedTransport { route, _ in
      route == .accounts(.refreshToken) ? .error(503, .serviceUnavailable) : .expired
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.userProfile) }
    #expect(error == .server(status: 503, ErrorResponse(code: .serviceUnavailable, reason: "reason")))
    #expect(harness.credentials.state.value == .signedIn(Fixtures.session(token: "T1")))
    #expect(transport.exchanges.filter { $0.route == .accounts(.refreshToken) }.count == 1)
  }

  @Test func requestRefusedWithATokenAlreadyReplacedIsReplayedWithoutARefresh() async throws {
    // The answer to a request sent with T0 arrives after another refresh replaced T0 by T1, so the server no
    // longer knows T0: replay with T1, no second refresh, the session goes on.
    let credentials = Holder<CredentialStore>()
    let transport = ScriptedTransport { _, request in
      guard request.headers["Authorization"] == "Token T0" else { return .json(Fixtures.user(token: nil)) }
      try await credentials.value?.begin(Fixtures.session(token: "T1"))
      return .error(401, .abortError, "User not authenticated.")
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T0"))
    credentials.value = harness.credentials
    #expect(try await harness.client.send(.userProfile) == Fixtures.user(token: nil))
    #expect(
      transport.exchanges == [
        Exchange(.accounts(.current), authorization: "Token T0"),
        Exchange(.accounts(.current), authorization: "Token T1"),
      ])
    #expect(harness.credentials.state.value == .signedIn(Fixtures.session(token: "T1")))
  }

  @Test func unknownCurrentTokenEndsTheSession() async throws {
    let transport = ScriptedTransport { _, _ in .error(401, .abortError, "User not authenticated.") }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    var events = harness.credentials.events.events().makeAsyncIterator()
    let error = await #expect(throws: APIError.self) { try await harness.client.send(.favoritesCount) }
    #expect(error == .reauthorizationRequired)
    #expect(await events.next() == .reauthorizationRequired)
    #expect(transport.exchanges == [Exchange(.favorites(.count), authorization: "Token T1")])
  }

  @Test func wrongPasswordIsNotARefresh() async throws {
    let transport = ScriptedTransport { _, _ in .error(401, .authError, "Invalid phone or password") }
    let harness = KitHarness(transport: transport.transport)
    let error = await #expect(throws: APIError.self) {
      try await harness.client.send(.logIn(phone: "79139139113", password: "wrong1234"))
    }
    #expect(error == .server(status: 401, ErrorResponse(code: .authError, reason: "Invalid phone or password")))
    #expect(transport.requests.values.count == 1)
  }

  @Test func replayedPostCarriesTheSameBody() async throws {
    let request = CartFixtures.request([("25178", 2)])
    let transport = ScriptedTransport { route, request in
      switch (route, request.headers["Authorization"]) {
      case (.accounts(.refreshToken), _): .json(Fixtures.user(token: "T2"))
      case (_, "Token T1"): .expired
      default: .json(CartFixtures.cart([("25178", 2)]))
      }
    }
    let harness = KitHarness(transport: transport.transport, session: Fixtures.session(token: "T1"))
    _ = try await harness.client.send(.updateCart(request))
    #expect(
      transport.exchanges == [
        Exchange(.cart(.update(request)), authorization: "Token T1"),
        Exchange(.accounts(.refreshToken), authorization: "Token T1"),
        Exchange(.cart(.update(request)), authorization: "Token T2"),
      ])
  }
}
