/// How a page treats one of its screen's effects.
enum EffectHandling<Route> {
  /// The screen goes elsewhere: the page turns it into a redirect (after a form) or ignores it (while drawing).
  case navigate(Route)
  /// Work to do now (requests, storage).
  case perform
  /// Work that only makes sense on a live screen (timers, debounces, watches that never end): not done.
  case skip
}

/// A screen's reducer driven on the server, as `Store` drives it in an app but without a main actor: each visitor's
/// run is a plain value on whatever thread serves the request, so visitors never queue behind one another.
///
/// `send` reduces an action, then performs the effects it returned, all of one round at once, and reduces their
/// answers in the order the effects were returned (so a page draws the same state every time), until nothing is
/// left. The effects' cancellation ids matter as in `Store`: of two effects with one id in a round, the later wins.
struct ScreenRun<State: Sendable, Action: Sendable, Effect: Sendable, Route> {
  /// The most rounds one action may take; a screen that keeps asking for more is cut off, never looping a request.
  static var roundLimit: Int { 16 }

  private let cancellationID: (Effect) -> AnyHashable?
  private let handling: (Effect) -> EffectHandling<Route>
  private let perform: @Sendable (Effect) async -> Action?
  private let reduce: (inout State, Action) -> [Effect]
  /// Where the screen asked to go, in order.
  private(set) var routes: [Route] = []
  private(set) var state: State

  init(
    _ state: State, reduce: @escaping (inout State, Action) -> [Effect],
    cancellationID: @escaping (Effect) -> AnyHashable?, handling: @escaping (Effect) -> EffectHandling<Route>,
    perform: @escaping @Sendable (Effect) async -> Action?
  ) {
    self.state = state
    self.reduce = reduce
    self.cancellationID = cancellationID
    self.handling = handling
    self.perform = perform
  }

  /// A run whose navigation effects are told apart by `route` (nil: work to perform) and where `skip` names the
  /// effects a page leaves out.
  init(
    _ state: State, reduce: @escaping (inout State, Action) -> [Effect],
    cancellationID: @escaping (Effect) -> AnyHashable? = { _ in nil }, route: @escaping (Effect) -> Route?,
    skip: @escaping (Effect) -> Bool = { _ in false }, perform: @escaping @Sendable (Effect) async -> Action?
  ) {
    self.init(
      state, reduce: reduce, cancellationID: cancellationID,
      handling: { effect in route(effect).map { .navigate($0) } ?? (skip(effect) ? .skip : .perform) },
      perform: perform)
  }

  /// Reduces `action` and lets every effect it leads to settle.
  mutating func send(_ action: Action) async {
    var effects = reduce(&state, action)
    var round = 0
    while !effects.isEmpty, round < Self.roundLimit {
      round += 1
      var work: [Effect] = []
      for effect in effects where take(effect) { work.append(effect) }
      work = superseding(work)
      let answers = await Self.performAll(work, with: perform)
      effects = answers.flatMap { answer in answer.map { reduce(&state, $0) } ?? [] }
    }
  }

  /// Sends actions one after another, each settled before the next.
  mutating func send(_ actions: [Action]) async {
    for action in actions { await send(action) }
  }

  /// Records a navigation, drops what is skipped; true for work to perform.
  private mutating func take(_ effect: Effect) -> Bool {
    switch handling(effect) {
    case .navigate(let route):
      routes.append(route)
      return false
    case .perform: return true
    case .skip: return false
    }
  }

  private func superseding(_ effects: [Effect]) -> [Effect] {
    effects.enumerated().filter { index, effect in
      guard let id = cancellationID(effect) else { return true }
      return !effects[(index + 1)...].contains { cancellationID($0) == id }
    }.map(\.element)
  }

  private static func performAll(_ effects: [Effect], with perform: @escaping @Sendable (Effect) async -> Action?)
    async -> [Action?]
  {
    guard effects.count > 1 else { return effects.isEmpty ? [] : [await perform(effects[0])] }
    return await withTaskGroup(of: (Int, Action?).self) { group in
      for (index, effect) in effects.enumerated() {
        group.addTask { (index, await perform(effect)) }
      }
      var answers = [Action?](repeating: nil, count: effects.count)
      for await (index, action) in group { answers[index] = action }
      return answers
    }
  }
}
