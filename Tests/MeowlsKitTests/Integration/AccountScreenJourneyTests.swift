import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Observation
import Testing

/// The Authorization, Registration, Profile and Root stores with their live dependencies against the real server in
/// process.
@MainActor @Suite(.timeLimit(.minutes(3))) struct AccountScreenJourneyTests {
  static let today = Date(timeIntervalSince1970: 1_800_000_000)
  static let utc = TimeZone(secondsFromGMT: 0)!

  @Test func aGuestRegistersWithSuggestionsAndTheGuestDataMerges() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let (products, article, _) = try await GuestMergeIntegrationTests.shopping(kit)
    _ = try await kit.favorites.toggle(products[0].id)
    _ = try await kit.cart.add(article)
    let router = RecordingRegistrationRouter()
    var dependencies = RegistrationScreen.Dependencies.live(api: kit.client, session: kit.session, router: router)
    dependencies.sleep = { _ in }
    let store = RegistrationScreen.store(
      dependencies, initial: RegistrationScreen.State(phone: "913 913 91 13", today: Self.today, timeZone: Self.utc))

    store.send(.fieldChanged(.name, "Ива"))
    await store.settle()
    guard case .loaded(.name, "Ива", let suggestions) = store.state.suggestions else {
      Issue.record("no name suggestions: \(store.state.suggestions)")
      return
    }
    let ivan = try #require(suggestions.first { $0.text == "Иван" })
    store.send(.suggestionTapped(.name, ivan))
    #expect(store.state.name == "Иван" && store.state.gender == .man)
    store.send(.fieldChanged(.password, "uNhsyBu28d"))
    #expect(store.state.passwordRules.values.filter { $0 }.count == 3)
    store.send(.fieldChanged(.confirmation, "uNhsyBu28d"))
    store.send(.birthdayPicked(Date(timeIntervalSince1970: 649_990_000)))
    store.send(.signUpTapped)
    await store.settle()

    #expect(store.state.phase == .registered)
    #expect(router.routes == [.registered(GuestMergeOutcome(cart: .merged([]), favorites: .merged(1)))])
    let user = try #require(kit.session.state.value.user)
    #expect(user.name == "Иван" && user.gender == .man && user.phone == "79139139113")
    #expect(user.birthday == Date(timeIntervalSince1970: 649_987_200))
    #expect(kit.favorites.state.value.ids == [products[0].id])
    #expect(try await kit.cart.load().lines == [CartRequestItem(article: article, count: 1)])
  }

  @Test func aRefusedLoginShowsItsBannerAndTheRightPasswordLogsIn() async throws {
    let server = try TestServer.kit()
    defer { server.stop() }
    let kit = LiveKit(server: server)
    _ = try await kit.session.register(LiveKit.registration)
    try await kit.session.logOut()
    let router = RecordingAuthorizationRouter()
    let store = AuthorizationScreen.store(.live(session: kit.session, router: router))

    store.send(.phoneChanged("8 913 913-91-13"))
    store.send(.passwordChanged("wrongPass1"))
    store.send(.continueTapped)
    await store.settle()
    guard case .failed(let error) = store.state.phase else {
      Issue.record("expected a refusal, got \(store.state.phase)")
      return
    }
    #expect(error.code == .authError)
    #expect(Localizer(language: .en).message(for: error) == "Invalid phone or password")

    store.send(.passwordChanged("uNhsyBu28d"))
    store.send(.continueTapped)
    await store.settle()
    #expect(store.state.phase == .loggedIn)
    #expect(router.routes == [.loggedIn(GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge))])
    #expect(kit.session.state.value.user?.phone == "79139139113")
  }

  @Test func theProfileFollowsTheSessionEditsAndLogsOut() async throws {
    let server = try TestServer.kit()
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let router = RecordingProfileRouter()
    let store = ProfileScreen.store(
      .live(session: kit.session, router: router), initial: ProfileScreen.State(today: Self.today, timeZone: Self.utc))
    defer { store.cancelAll() }

    store.send(.viewAppeared)
    await waitUntil(store) { $0.phase == .guest }
    _ = try await kit.session.register(LiveKit.registration)
    await waitUntil(store) { $0.phase == .signedIn && !$0.isRefreshing }
    #expect(store.state.user?.surname == "Userson")

    store.send(.editTapped)
    store.send(.editFieldChanged(.name, "Пётр"))
    store.send(.saveTapped)
    await waitUntil(store) { $0.pending == nil }
    #expect(store.state.form == nil && store.state.alert == nil)
    #expect(store.state.user?.name == "Пётр")
    #expect(kit.session.state.value.user?.name == "Пётр")
    #expect(try await kit.client.send(.userProfile).name == "Пётр")

    store.send(.ordersTapped)
    store.send(.logOutTapped)
    store.send(.confirmationConfirmed)
    await waitUntil(store) { $0.phase == .guest && $0.pending == nil }
    #expect(kit.session.state.value == .signedOut)
    #expect(router.routes == [.orders])
  }

  @Test func theTabBarCountsTheCartAndFavouritesAndAsksForLoginAndForgetsTheAccountWhenTheSessionEnds() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server)
    let (products, article, _) = try await GuestMergeIntegrationTests.shopping(kit)
    let router = StreamingRootRouter()
    let store = RootScreen.store(
      .live(cart: kit.cart, favorites: kit.favorites, session: kit.session, router: router))
    defer { store.cancelAll() }

    store.send(.viewAppeared)
    _ = try await kit.cart.add(article, count: 2)
    for product in products { _ = try await kit.favorites.toggle(product.id) }
    await waitUntil(store) { $0.badges == RootScreen.Badges(cart: 2, favorites: 2) }
    #expect(store.state.badge(for: .cart) == 2 && store.state.badge(for: .favorites) == 2)

    _ = try await kit.session.register(LiveKit.registration)
    server.clock.advance(by: 31 * 86_400)
    await #expect(throws: APIError.reauthorizationRequired) { try await kit.client.send(.userProfile) }
    var routes = router.routes.makeAsyncIterator()
    #expect(await routes.next() == .reauthorize)
    // The guest's things went into the account at registration: the device is back to an empty guest.
    await waitUntil(store) { $0.badges == RootScreen.Badges(cart: 0, favorites: 0) }
    #expect(kit.cart.state.value.lines.isEmpty && kit.favorites.state.value.ids.isEmpty)
  }
}

/// Waits, without sleeping, until `store`'s state satisfies `condition` (the suite's time limit ends a hang).
@MainActor func waitUntil<State, Action, Effect>(
  _ store: Store<State, Action, Effect>, _ condition: (State) -> Bool
) async {
  while !condition(store.state) {
    await withCheckedContinuation { continuation in
      withObservationTracking {
        _ = store.state
      } onChange: {
        continuation.resume()
      }
    }
  }
}

/// A root router whose routes a test awaits.
@MainActor final class StreamingRootRouter: RootRouting {
  let routes: AsyncStream<RootScreen.Route>
  private let continuation: AsyncStream<RootScreen.Route>.Continuation

  init() {
    (routes, continuation) = AsyncStream.makeStream()
  }

  func open(_ route: RootScreen.Route) { continuation.yield(route) }
}
