import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct RegionServiceTests {
  static let cities = [Fixtures.samara, Fixtures.omsk, Fixtures.novosibirsk]

  @Test func nearestCityIsChosenByGreatCircleDistance() {
    let akademgorodok = Location(latitude: 54.85, longitude: 83.10)
    #expect(RegionService.nearest(to: akademgorodok, among: Self.cities) == Fixtures.novosibirsk)
  }

  @Test func citiesWithoutALocationAreNeverNearest() {
    let unknown = City(id: City.ID(uuidString: "00000000-0000-0000-0000-0000000000AA")!, name: "Нигде")
    #expect(
      RegionService.nearest(to: Location(latitude: 0, longitude: 0), among: [unknown, Fixtures.omsk]) == Fixtures.omsk)
    #expect(RegionService.nearest(to: Location(latitude: 0, longitude: 0), among: [unknown]) == nil)
  }

  @Test func distanceBetweenNovosibirskAndOmskIsAbout600Kilometres() throws {
    let distance = RegionService.distance(
      from: try #require(Fixtures.novosibirsk.location), to: try #require(Fixtures.omsk.location))
    #expect((600...620).contains(distance))
  }

  @Test func searchIgnoresCaseYoAndNonLetters() {
    let cities = [
      Fixtures.omsk, City(id: City.ID(uuidString: "00000000-0000-0000-0000-0000000000BB")!, name: "Королёв"),
    ]
    #expect(RegionService.filter(cities, query: "  КОРОЛЕВ-") == [cities[1]])
    #expect(RegionService.filter(cities, query: "ом") == [Fixtures.omsk])
    #expect(RegionService.filter(cities, query: " ") == cities)
  }

  @Test func theChosenCityIsStoredAndSentAsXCityId() async throws {
    let settings = InMemorySettingsStore()
    let service = RegionService(api: KitHarness(transport: .failing).client, settings: settings)
    await service.select(Fixtures.omsk)
    let restarted = RegionService(api: KitHarness(transport: .failing).client, settings: settings)
    #expect(restarted.selectedCity.value == Fixtures.omsk)
    let transport = ScriptedTransport { _, _ in .json(Self.cities) }
    let harness = KitHarness(transport: transport.transport, city: restarted.selectedCity.value?.id)
    _ = try await harness.client.send(.cities)
    #expect(transport.requests.values.map { $0.headers["X-City-Id"] } == [Fixtures.omsk.id.uuidString])
  }

  @Test func citiesAreFetchedOnce() async throws {
    let transport = ScriptedTransport { _, _ in .json(Self.cities) }
    let service = RegionService(
      api: KitHarness(transport: transport.transport).client, settings: InMemorySettingsStore())
    #expect(try await service.cities() == Self.cities)
    #expect(try await service.cities() == Self.cities)
    #expect(transport.requests.values.count == 1)
  }

  @Test func suggestionIsTheNearestCityOrTheServersFirst() async throws {
    let transport = ScriptedTransport { _, _ in .json(Self.cities) }
    let service = RegionService(
      api: KitHarness(transport: transport.transport).client, settings: InMemorySettingsStore())
    #expect(try await service.suggestedCity(near: Location(latitude: 55, longitude: 73.4)) == Fixtures.omsk)
    #expect(try await service.suggestedCity(near: nil) == Fixtures.samara)
  }
}

@Suite struct StoredPreferencesTests {
  @Test func storedCityAndLanguageGoOutOnTheNextRequest() async throws {
    let settings = InMemorySettingsStore()
    let transport = ScriptedTransport { _, _ in .json([Fixtures.omsk]) }
    let harness = KitHarness(transport: .failing)
    let client = APIClient(
      configuration: APIClient.Configuration(baseURL: URL(string: "https://api.meowls.test")!, device: Fixtures.device),
      credentials: harness.credentials, environment: .live, preferences: .stored(in: settings),
      transport: transport.transport)
    _ = try await client.send(.cities)
    await RegionService(api: client, settings: settings).select(Fixtures.omsk)
    settings.setValue(AppLanguage.en, forKey: .language)
    _ = try await client.send(.cities)
    #expect(
      transport.requests.values.map { [$0.headers["X-City-Id"] ?? "-", $0.headers["Accept-Language"] ?? "-"] } == [
        ["-", "ru"], [Fixtures.omsk.id.uuidString, "en"],
      ])
  }
}
