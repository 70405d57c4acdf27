import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// Whole account journeys of MeowlsKit against the real server in process.
@Suite struct AccountJourneyTests {
  static let day: TimeInterval = 86_400

  @Test func registerLogOutLogInExpireRefreshAndLogOut() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    let registered = try await kit.session.register(LiveKit.registration)
    #expect(registered.user.phone == "79139139113" && registered.user.birthday == LiveKit.registration.birthday)
    try await kit.session.logOut()
    #expect(kit.session.state.value == .signedOut)

    let loggedIn = try await kit.session.logIn(phone: "8 913 913 91 13", password: "uNhsyBu28d")
    let firstToken = try #require(kit.session.state.value.session?.authentication.token)
    #expect(loggedIn.user.id == registered.user.id)

    server.clock.advance(by: Self.day + 60)
    let profile = try await kit.session.reloadProfile()
    #expect(profile.id == registered.user.id)
    let renewed = try #require(kit.session.state.value.session)
    #expect(renewed.authentication.token != firstToken)
    #expect(renewed.authentication.expiresAt == server.clock.now.addingTimeInterval(Self.day))

    try await kit.session.logOut()
    #expect(kit.session.state.value == .signedOut)
    await #expect(throws: APIError.notSignedIn) { try await kit.client.send(.userProfile) }
  }

  @Test func tenRequestsWaitingOnAnExpiredTokenShareOneRefresh() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    _ = try await kit.session.register(LiveKit.registration)
    server.clock.advance(by: Self.day + 1)
    // NB: the server deletes a token when it refreshes it, so a second refresh with the same token would fail and
    // end the session: ten successes prove there was exactly one.
    let users = try await withThrowingTaskGroup(of: User.self) { group in
      for _ in 0..<10 { group.addTask { try await kit.client.send(.userProfile) } }
      return try await group.reduce(into: []) { $0.append($1.phone) }
    }
    #expect(users == Array(repeating: "79139139113", count: 10))
    #expect(kit.session.state.value.isSignedIn)
  }

  @Test func sessionPastTheRefreshWindowEndsAndAsksForLogin() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    _ = try await kit.session.register(LiveKit.registration)
    var events = kit.session.events.events().makeAsyncIterator()
    server.clock.advance(by: 31 * Self.day)
    await #expect(throws: APIError.reauthorizationRequired) { try await kit.client.send(.userProfile) }
    #expect(await events.next() == .reauthorizationRequired)
    #expect(kit.session.state.value == .signedOut)
  }

  @Test func restartKeepsTheWholeSession() async throws {
    let server = try TestServer.kit()
    let storage = server.directory.url.appendingPathComponent("device")
    let before = LiveKit(server: server, storage: storage)
    _ = try await before.session.register(LiveKit.registration)
    let stored = try #require(before.session.state.value.session)

    let after = LiveKit(server: server, storage: storage)
    #expect(after.session.state.value == .signedIn(stored))
    await after.session.restore()
    var reloaded = stored
    reloaded.user.favoriteItems = []
    #expect(after.session.state.value == .signedIn(reloaded))
  }

  @Test func offlineStartKeepsTheSession() async throws {
    let server = try TestServer.kit()
    let storage = server.directory.url.appendingPathComponent("device")
    let before = LiveKit(server: server, storage: storage)
    _ = try await before.session.register(LiveKit.registration)
    let stored = try #require(before.session.state.value.session)
    server.stop()

    // NB: over the URLSession transport, to a port held refusing: a refused connection only a socket shows. Not the
    // stopped server's own port: another test's server may take it meanwhile, and then nothing refuses (the suite
    // once hung here for minutes).
    let refusing = try BusyPort(listening: false)
    let offline = LiveKit(
      server: server, storage: storage, transport: .live(), baseURL: URL(string: "http://127.0.0.1:\(refusing.port)"))
    await offline.session.restore()
    #expect(offline.session.state.value == .signedIn(stored))
    let error = await #expect(throws: APIError.self) { try await offline.client.send(.userProfile) }
    if case .transport = error {} else { Issue.record("expected a transport error, got \(String(describing: error))") }
    withExtendedLifetime(refusing) {}
  }

  @Test func wrongPasswordShowsTheLocalisedMessage() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    _ = try await kit.session.register(LiveKit.registration)
    try await kit.session.logOut()
    let error = await #expect(throws: APIError.self) {
      try await kit.session.logIn(phone: "79139139113", password: "wrongPass1")
    }
    #expect(error.map(Localizer(language: .ru).message(for:)) == "Неверный телефон или пароль")
    #expect(kit.session.state.value == .signedOut)
  }

  @Test func duplicatePhoneIsAServerErrorWithItsMessage() async throws {
    let server = try TestServer.kit()
    _ = try await LiveKit(server: server).session.register(LiveKit.registration)
    let error = await #expect(throws: APIError.self) {
      try await LiveKit(server: server).session.register(LiveKit.registration)
    }
    #expect(error?.code == .phoneAlreadyUsed)
    #expect(error.map(Localizer(language: .en).message(for:)) == "Phone number is already in use.")
  }

  @Test func deletedAccountCannotLogInAgain() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    _ = try await kit.session.register(LiveKit.registration)
    try await kit.session.deleteAccount()
    #expect(kit.session.state.value == .signedOut)
    let error = await #expect(throws: APIError.self) {
      try await kit.session.logIn(phone: "79139139113", password: "uNhsyBu28d")
    }
    #expect(error?.code == .authError)
  }

  @Test func publicAndProtectedSuggestionsAnswerThroughTheKit() async throws {
    let server = try TestServer.kit()
    let kit = LiveKit(server: server)
    let names = try await kit.client.send(.nameSuggestions("Алекс"))
    #expect(!names.isEmpty && names.allSatisfy { $0.text.hasPrefix("Алекс") })
    await #expect(throws: APIError.notSignedIn) {
      try await kit.client.send(.streetSuggestions(StreetSuggestionsQuery(cityID: nil, query: "Лен")))
    }
    _ = try await kit.session.register(LiveKit.registration)
    let streets = try await kit.client.send(
      .streetSuggestions(StreetSuggestionsQuery(cityID: Fixtures.novosibirsk.id.uuidString, query: "Красный")))
    #expect(!streets.isEmpty)
  }
}
