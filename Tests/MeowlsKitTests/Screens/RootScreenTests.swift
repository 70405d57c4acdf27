import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct RootScreenTests {
  typealias R = RootScreen

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theFirstAppearanceStartsFollowingOnce() {
    var state = R.State()
    step(&state, .viewAppeared, R.State(phase: .active), [.watchBadges(after: nil), .watchSessionEvents])
    step(&state, .viewAppeared, R.State(phase: .active), [])
  }

  @Test func badgesFollowTheServicesAndHideAtZero() {
    var state = R.State(phase: .active)
    let counts = R.Badges(cart: 3, favorites: 1)
    step(&state, .badgesChanged(counts), R.State(badges: counts, phase: .active), [.watchBadges(after: counts)])
    #expect(R.Tab.allCases.map(state.badge(for:)) == [nil, nil, 3, 1, nil])
    let emptied = R.Badges(cart: 0, favorites: 1)
    step(&state, .badgesChanged(emptied), R.State(badges: emptied, phase: .active), [.watchBadges(after: emptied)])
    #expect(state.badge(for: .cart) == nil)
  }

  @Test func answersBeforeTheTabBarAppearedAreIgnored() {
    var state = R.State()
    step(&state, .badgesChanged(R.Badges(cart: 1)), R.State(), [])
    step(&state, .sessionEvent(.reauthorizationRequired), R.State(), [])
  }

  @Test func selectingSwitchesTabsAndReselectingPopsToTheRoot() {
    var state = R.State(phase: .active)
    step(&state, .tabSelected(.cart), R.State(phase: .active, selected: .cart), [])
    step(&state, .tabSelected(.cart), R.State(phase: .active, selected: .cart), [.navigate(.popToRoot(.cart))])
    step(&state, .openTab(.favorites), R.State(phase: .active, selected: .favorites), [])
    step(&state, .tabSelected(.main), R.State(phase: .active, selected: .main), [])
    #expect(R.Tab.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test func anEndedSessionOpensTheLoginAndKeepsListening() {
    var state = R.State(phase: .active, selected: .profile)
    step(
      &state, .sessionEvent(.reauthorizationRequired), R.State(phase: .active, selected: .profile),
      [.forgetAccountData, .navigate(.reauthorize), .watchSessionEvents])
  }

  @MainActor @Test func theStoreFollowsScriptedCountsAndTheRouterPops() async {
    let router = RecordingRootRouter()
    let script = Recorder<R.Badges?>()
    var dependencies = R.Dependencies(
      badges: { known in
        script.append(known)
        switch known {
        case nil: return R.Badges(cart: 1, favorites: 0)
        case R.Badges(cart: 1, favorites: 0): return R.Badges(cart: 2, favorites: 4)
        default: return nil
        }
      }, forgetAccountData: { Issue.record("no session ended, nothing to forget") }, navigate: { _ in },
      sessionEvent: { nil })
    dependencies.navigate = { [weak router] in router?.open($0) }
    let store = R.store(dependencies)
    store.send(.viewAppeared)
    await store.settle()
    #expect(store.state == R.State(badges: R.Badges(cart: 2, favorites: 4), phase: .active))
    #expect(script.values == [nil, R.Badges(cart: 1, favorites: 0), R.Badges(cart: 2, favorites: 4)])
    store.send(.tabSelected(.main))
    await store.settle()
    #expect(router.routes == [.popToRoot(.main)])
  }
}

@MainActor final class RecordingRootRouter: RootRouting {
  var routes: [RootScreen.Route] = []
  func open(_ route: RootScreen.Route) { routes.append(route) }
}
