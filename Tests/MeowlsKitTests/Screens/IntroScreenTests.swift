import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct IntroScreenTests {
  typealias I = IntroScreen

  func step(
    _ state: inout I.State, _ action: I.Action, _ expected: I.State, _ effects: [I.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(I.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func aStoredCityOpensTheMainTabAfterTheSplashSecond() {
    var state = I.State()
    #expect(!state.isLoading)
    step(&state, .viewAppeared, I.State(phase: .checking), [.loadStoredRegion])
    #expect(state.isLoading)
    step(&state, .viewAppeared, I.State(phase: .checking), [])
    step(&state, .storedRegionLoaded(Fixtures.omsk), I.State(phase: .waiting(.main)), [.delay(.main)])
    step(&state, .storedRegionLoaded(nil), I.State(phase: .waiting(.main)), [])
    step(&state, .delayElapsed(.region), I.State(phase: .waiting(.main)), [])
    step(&state, .delayElapsed(.main), I.State(phase: .finished), [.navigate(.main)])
    step(&state, .delayElapsed(.main), I.State(phase: .finished), [])
    step(&state, .regionChosen(Fixtures.omsk), I.State(phase: .finished), [])
  }

  @Test func aFirstLaunchChoosesACityBeforeTheMainTab() {
    var state = I.State(phase: .checking)
    step(&state, .storedRegionLoaded(nil), I.State(phase: .waiting(.region)), [.delay(.region)])
    step(&state, .regionChosen(Fixtures.omsk), I.State(phase: .waiting(.region)), [])
    step(&state, .delayElapsed(.region), I.State(phase: .choosingRegion), [.navigate(.region)])
    step(&state, .viewAppeared, I.State(phase: .choosingRegion), [])
    step(&state, .regionChosen(Fixtures.omsk), I.State(phase: .finished), [.navigate(.main)])
    step(&state, .regionChosen(Fixtures.samara), I.State(phase: .finished), [])
  }

  @Test func actionsBeforeTheSplashAppearsAreIgnored() {
    var state = I.State()
    step(&state, .storedRegionLoaded(Fixtures.omsk), I.State(), [])
    step(&state, .delayElapsed(.main), I.State(), [])
    step(&state, .regionChosen(Fixtures.omsk), I.State(), [])
  }

  @MainActor @Test func theStoreWaitsTheInjectedSecondThenOpensTheCitySelection() async {
    let routes = Recorder<I.Route>()
    let sleeps = Recorder<Duration>()
    let store = I.store(
      I.Dependencies(
        navigate: { routes.append($0) }, sleep: { sleeps.append($0) }, storedRegion: { nil }))
    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state == I.State(phase: .choosingRegion))
    #expect(routes.values == [.region])
    #expect(sleeps.values == [.seconds(1)])
    store.send(.regionChosen(Fixtures.novosibirsk))
    await store.settle()
    #expect(store.state == I.State(phase: .finished))
    #expect(routes.values == [.region, .main])
  }

  @MainActor @Test func aCancelledSplashOpensNothing() async {
    let routes = Recorder<I.Route>()
    let store = I.store(
      I.Dependencies(
        navigate: { routes.append($0) }, sleep: { _ in throw CancellationError() }, storedRegion: { Fixtures.omsk }))
    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state == I.State(phase: .waiting(.main)))
    #expect(routes.values.isEmpty)
  }
}
