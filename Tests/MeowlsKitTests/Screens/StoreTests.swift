import MeowlsKit
import Testing

@MainActor @Suite struct StoreTests {
  enum Action: Hashable, Sendable {
    case answered(Int)
    case tapped(Int)
  }

  enum Effect: Equatable, Sendable {
    case fetch(Int)
  }

  /// Records every action in order; each tap asks for a fetch that answers with the same number.
  static func reduce(_ state: inout [Action], _ action: Action) -> [Effect] {
    state.append(action)
    guard case .tapped(let n) = action else { return [] }
    return [.fetch(n)]
  }

  @Test func effectsFeedTheirAnswersBack() async {
    let store = Store<[Action], Action, Effect>(initial: [], reduce: Self.reduce) { effect in
      guard case .fetch(let n) = effect else { return nil }
      return .answered(n)
    }
    store.send(.tapped(1))
    await store.settle()
    #expect(store.state == [.tapped(1), .answered(1)])
    #expect(!store.isBusy)
  }

  @Test func aNewerEffectWithTheSameIDCancelsTheStaleOne() async {
    let gate = Latch()
    let store = Store<[Action], Action, Effect>(
      initial: [], reduce: Self.reduce, cancellationID: { _ in "fetch" }
    ) { effect in
      guard case .fetch(let n) = effect else { return nil }
      if n == 1 { await gate.wait() }
      return .answered(n)
    }
    store.send(.tapped(1))
    store.send(.tapped(2))
    await store.settle()
    await gate.open()
    await Task.yield()
    #expect(store.state == [.tapped(1), .tapped(2), .answered(2)])
  }

  @Test func effectsWithoutAnIDRunSideBySide() async {
    let store = Store<[Action], Action, Effect>(initial: [], reduce: Self.reduce) { effect in
      guard case .fetch(let n) = effect else { return nil }
      return .answered(n)
    }
    store.send(.tapped(1))
    store.send(.tapped(2))
    await store.settle()
    #expect(store.state.count == 4)
    #expect(Set(store.state) == [.tapped(1), .tapped(2), .answered(1), .answered(2)])
  }

  @Test func cancelAllDropsEveryAnswer() async {
    let gate = Latch()
    let store = Store<[Action], Action, Effect>(initial: [], reduce: Self.reduce) { effect in
      guard case .fetch(let n) = effect else { return nil }
      await gate.wait()
      return .answered(n)
    }
    store.send(.tapped(1))
    store.cancelAll()
    await gate.open()
    await store.settle()
    #expect(store.state == [.tapped(1)])
    #expect(!store.isBusy)
  }

  @Test func anEffectWithoutAnAnswerSendsNothing() async {
    let store = Store<[Action], Action, Effect>(initial: [], reduce: Self.reduce) { _ in nil }
    store.send(.tapped(3))
    await store.settle()
    #expect(store.state == [.tapped(3)])
  }
}

/// Holds tasks until a test opens it.
actor Latch {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Lets every waiting task go on, and every later one pass at once.
  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }

  /// Returns once the latch is open.
  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}
