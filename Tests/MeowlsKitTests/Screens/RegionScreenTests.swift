import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct RegionScreenTests {
  typealias R = RegionScreen

  static let error = APIError.transport(.notConnected)
  static let orel = City(id: City.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000E1")!), name: "Орёл")
  static let cities = [Fixtures.omsk, Fixtures.novosibirsk, orel, Fixtures.samara]
  /// Near Novosibirsk's centre.
  static let akademgorodok = Location(latitude: 54.85, longitude: 83.1)

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func loaded(stored: City? = nil) -> R.State {
    R.State(stored: stored, cities: cities, phase: .loaded, selected: stored ?? cities[0])
  }

  @Test func aFirstLaunchLoadsTheCitiesAndMarksTheServersFirst() {
    var state = R.State()
    var expected = state
    expected.phase = .loading
    step(&state, .viewAppeared, expected, [.fetchCities])
    step(&state, .viewAppeared, expected, [])
    step(&state, .citiesResponse(.success(Self.cities)), Self.loaded(), [])
    #expect(state.rows.map(\.city) == Self.cities)
    #expect(state.rows.map(\.isSelected) == [true, false, false, false])
    step(&state, .citiesResponse(.success([])), Self.loaded(), [])
  }

  @Test func theStoredCityIsListedFirstAndMarked() {
    var state = R.State(stored: Fixtures.samara, phase: .loading)
    var expected = Self.loaded(stored: Fixtures.samara)
    step(&state, .citiesResponse(.success(Self.cities)), expected, [])
    #expect(state.rows.map(\.city) == [Fixtures.samara, Fixtures.omsk, Fixtures.novosibirsk, Self.orel])
    #expect(state.rows.map(\.isSelected) == [true, false, false, false])
    #expect(state.isClosable)
    step(&state, .closeTapped, expected, [.navigate(.close)])
    expected.query = "x"
    step(&state, .queryChanged("x"), expected, [])
  }

  @Test func searchIgnoresCaseYoAndEverythingButLetters() {
    var state = Self.loaded()
    var expected = state
    expected.query = "ОРЕ-"
    step(&state, .queryChanged("ОРЕ-"), expected, [])
    #expect(state.rows == [R.Row(city: Self.orel, isSelected: false)])
    expected.query = "си"
    step(&state, .queryChanged("си"), expected, [])
    #expect(state.rows == [R.Row(city: Fixtures.novosibirsk, isSelected: false)])
    expected.query = "мск"
    step(&state, .queryChanged("мск"), expected, [])
    #expect(state.rows == [R.Row(city: Fixtures.omsk, isSelected: true)])
    expected.query = "zz"
    step(&state, .queryChanged("zz"), expected, [])
    #expect(state.rows.isEmpty)
    expected.query = " - "
    step(&state, .queryChanged(" - "), expected, [])
    #expect(state.rows.count == Self.cities.count)
  }

  @Test func aTappedCityIsStoredOnceThenReported() {
    var state = Self.loaded()
    var expected = state
    expected.choosing = Self.orel
    step(&state, .cityTapped(Self.orel), expected, [.store(Self.orel)])
    step(&state, .cityTapped(Fixtures.samara), expected, [])
    step(&state, .closeTapped, expected, [])
    step(&state, .choiceStored(Fixtures.samara), expected, [])
    expected.choosing = nil
    expected.selected = Self.orel
    step(&state, .choiceStored(Self.orel), expected, [.navigate(.chosen(Self.orel))])
  }

  @Test func aFirstLaunchCannotCloseWithoutACity() {
    var state = Self.loaded()
    #expect(!state.isClosable)
    step(&state, .closeTapped, Self.loaded(), [])
    step(&state, .cancelTapped, Self.loaded(), [])
  }

  @Test func theNearestCityIsOfferedAndAcceptedAsTheNearestNotTheMarkedOne() {
    var state = Self.loaded()
    var expected = state
    expected.isLocating = true
    step(&state, .locationTapped, expected, [.locate])
    step(&state, .locationTapped, expected, [])
    expected.isLocating = false
    expected.alert = .confirm(Fixtures.novosibirsk)
    step(&state, .locationResponse(Self.akademgorodok), expected, [])
    step(&state, .locationResponse(Self.akademgorodok), expected, [])
    step(&state, .locationTapped, expected, [])
    expected.alert = nil
    expected.choosing = Fixtures.novosibirsk
    step(&state, .confirmationAccepted, expected, [.store(Fixtures.novosibirsk)])
    step(&state, .confirmationAccepted, expected, [])
  }

  @Test func aRejectedSuggestionLeavesTheListAsItWas() {
    var state = Self.loaded()
    state.alert = .confirm(Fixtures.samara)
    step(&state, .warningDismissed, state, [])
    step(&state, .confirmationRejected, Self.loaded(), [])
    step(&state, .confirmationRejected, Self.loaded(), [])
  }

  @Test func aFailedLocationAsksAboutTheServersFirstCity() {
    var state = Self.loaded()
    state.isLocating = true
    var expected = Self.loaded()
    expected.alert = .locationFailed
    step(&state, .locationResponse(nil), expected, [])
    step(&state, .confirmationAccepted, expected, [])
    expected.alert = .confirm(Fixtures.omsk)
    step(&state, .warningDismissed, expected, [])
  }

  @Test func aLocationWithNoCityNearbyBecauseNoneHasACentreFails() {
    var state = R.State(cities: [Self.orel], isLocating: true, phase: .loaded, selected: Self.orel)
    step(
      &state, .locationResponse(Self.akademgorodok),
      R.State(alert: .locationFailed, cities: [Self.orel], phase: .loaded, selected: Self.orel), [])
  }

  @Test func aFailureOnFirstLaunchExplainsTheCityIsRequiredAndRetries() {
    var state = R.State(phase: .loading)
    step(&state, .citiesResponse(.failure(Self.error)), R.State(phase: .failed(Self.error)), [])
    step(&state, .locationTapped, R.State(phase: .failed(Self.error)), [])
    step(&state, .cancelTapped, R.State(alert: .regionRequired, phase: .failed(Self.error)), [])
    step(&state, .warningDismissed, R.State(phase: .loading), [.fetchCities])
    step(&state, .retryTapped, R.State(phase: .loading), [])
    step(&state, .citiesResponse(.failure(Self.error)), R.State(phase: .failed(Self.error)), [])
    step(&state, .retryTapped, R.State(phase: .loading), [.fetchCities])
    step(&state, .citiesResponse(.success(Self.cities)), Self.loaded(), [])
  }

  @Test func aFailureWithACityStoredMayCloseAndAnEmptyListRetries() {
    var state = R.State(stored: Fixtures.omsk, phase: .failed(Self.error))
    step(&state, .cancelTapped, R.State(stored: Fixtures.omsk, phase: .failed(Self.error)), [.navigate(.close)])
    state = R.State(phase: .loading)
    step(&state, .citiesResponse(.success([])), R.State(phase: .empty), [])
    step(&state, .cityTapped(Fixtures.omsk), R.State(phase: .empty), [])
    step(&state, .retryTapped, R.State(phase: .loading), [.fetchCities])
  }

  @MainActor @Test func theStoreStoresTheNearestCityBeforeReportingIt() async {
    let stored = Recorder<City>()
    let routes = Recorder<R.Route>()
    let store = R.store(
      R.Dependencies(
        cities: { () throws(APIError) in Self.cities }, locate: { Self.akademgorodok },
        navigate: { routes.append($0) }, store: { stored.append($0) }),
      initial: R.State())
    store.send(.viewAppeared)
    await store.settle()
    store.send(.locationTapped)
    await store.settle()
    #expect(store.state.alert == .confirm(Fixtures.novosibirsk))
    store.send(.confirmationAccepted)
    await store.settle()
    #expect(store.state == R.State(cities: Self.cities, phase: .loaded, selected: Fixtures.novosibirsk))
    #expect(stored.values == [Fixtures.novosibirsk])
    #expect(routes.values == [.chosen(Fixtures.novosibirsk)])
  }
}
