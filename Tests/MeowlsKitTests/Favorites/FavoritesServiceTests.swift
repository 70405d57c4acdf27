import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct FavoritesServiceTests {
  @Test func guestTogglesAreStoredOnTheDeviceWithoutACap() async throws {
    let settings = InMemorySettingsStore()
    let services = ServiceHarness(transport: .failing, settings: settings)
    for n in 1...25 { try await services.favorites.toggle(Fixtures.productID(n)) }
    try await services.favorites.toggle(Fixtures.productID(3))
    let expected = (1...25).filter { $0 != 3 }.map(Fixtures.productID)
    #expect(services.favorites.state.value == FavoritesState(ids: Set(expected)))
    #expect(settings.value([Product.ID].self, forKey: .guestFavorites) == expected.reversed())
  }

  @Test func guestFavoritesPageThroughEveryStoredIDNewestFirst() async throws {
    let ids = (1...25).map(Fixtures.productID)
    let transport = ScriptedTransport { route, _ in
      guard case .catalog(.products(let query)) = route, case .productIDs(let wanted)? = query.listing else {
        return .error(404, .abortError)
      }
      // NB: the server answers in its own order; the kit puts them back in the stored order.
      let numbers = wanted.reversed().compactMap { id in ids.firstIndex(of: id).map { $0 + 1 } }
      return .json(Fixtures.page(numbers, page: 1, next: nil, total: numbers.count, perPage: wanted.count))
    }
    let settings = ServiceHarness.guestSettings(favorites: ids)
    let services = ServiceHarness(transport: transport.transport, settings: settings)
    let first = try await services.favorites.page(1, perPage: 20)
    let second = try await services.favorites.page(2, perPage: 20)
    #expect(first == Fixtures.page(Array(1...20), page: 1, next: 2, total: 25))
    #expect(second == Fixtures.page(Array(21...25), page: 2, next: nil, total: 25))
  }

  @Test func customerToggleShowsAtOnceAndConfirmsWithTheServer() async throws {
    let seen = Holder<FavoritesState>()
    let services = Holder<FavoritesService>()
    let transport = ScriptedTransport { _, _ in
      seen.value = services.value?.state.value
      return .empty
    }
    let harness = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    services.value = harness.favorites
    let starred = try await harness.favorites.toggle(Fixtures.productID(1))
    #expect(starred)
    #expect(seen.value == FavoritesState(ids: [Fixtures.productID(1)], pending: [Fixtures.productID(1)]))
    #expect(harness.favorites.state.value == FavoritesState(ids: [Fixtures.productID(1)]))
    #expect(transport.exchanges == [Exchange(.favorites(.star([Fixtures.productID(1)])), authorization: "Token T1")])
  }

  @Test func refusedToggleRollsBack() async throws {
    let transport = ScriptedTransport { _, _ in .error(500, .internalApplicationError) }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    await services.favorites.signedIn(Fixtures.user(favorites: [Fixtures.productID(1)]))
    await #expect(throws: APIError.self) { try await services.favorites.toggle(Fixtures.productID(1)) }
    #expect(services.favorites.state.value == FavoritesState(ids: [Fixtures.productID(1)]))
    #expect(transport.exchanges == [Exchange(.favorites(.unstar([Fixtures.productID(1)])), authorization: "Token T1")])
  }

  @Test func secondTapWhileTheFirstIsOnItsWayIsIgnored() async throws {
    let gate = Gate(opensAfter: 1)
    let arrived = Gate(opensAfter: 1)
    let transport = ScriptedTransport { _, _ in
      await arrived.arrive()
      await gate.wait()
      return .empty
    }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    async let first = services.favorites.toggle(Fixtures.productID(1))
    await arrived.wait()
    let second = try await services.favorites.toggle(Fixtures.productID(1))
    await gate.arrive()
    #expect(try await first)
    #expect(second)
    #expect(transport.requests.values.count == 1)
  }

  @Test func customerFavoritesComeFromTheLoginAnswer() async {
    let services = ServiceHarness(transport: .failing, session: Fixtures.session())
    await services.favorites.signedIn(Fixtures.user(favorites: [Fixtures.productID(4), Fixtures.productID(5)]))
    #expect(services.favorites.state.value == FavoritesState(ids: [Fixtures.productID(4), Fixtures.productID(5)]))
    #expect(services.favorites.state.value.count == 2)
  }

  @Test func customerPagesComeFromTheServer() async throws {
    let transport = ScriptedTransport { _, _ in .json(Fixtures.page([1, 2], page: 2, next: nil)) }
    let services = ServiceHarness(transport: transport.transport, session: Fixtures.session())
    #expect(try await services.favorites.page(2, perPage: 20) == Fixtures.page([1, 2], page: 2, next: nil))
    #expect(
      transport.exchanges == [Exchange(.favorites(.list(PageRequest(page: 2, perPage: 20))), authorization: "Token T1")]
    )
  }
}
