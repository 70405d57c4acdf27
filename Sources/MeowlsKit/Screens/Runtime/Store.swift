#if canImport(Observation)
  import Observation

  /// The one runtime every screen shares (style rule 7): it holds a screen's `State`, sends each `Action` through
  /// the screen's pure `reduce`, performs the returned `Effect` values with an injected `perform` closure and feeds
  /// the action each effect answers with back in. An effect with a cancellation id cancels the one still running
  /// under the same id, so a superseded request never reaches the reducer.
  @MainActor @Observable
  public final class Store<State: Sendable, Action: Sendable, Effect: Sendable> {
    /// The screen's current state; views read it, only `send` changes it.
    public private(set) var state: State

    @ObservationIgnored private let reducer: (inout State, Action) -> [Effect]
    @ObservationIgnored private let perform: @Sendable (Effect) async -> Action?
    @ObservationIgnored private let cancellationID: (Effect) -> AnyHashable?
    @ObservationIgnored private var running: [Int: Running] = [:]
    @ObservationIgnored private var nextToken = 0

    /// A store starting from `initial`.
    /// - Parameters:
    ///   - reduce: the screen's transition function.
    ///   - cancellationID: the id under which an effect runs; a newer effect with the same id cancels it.
    ///   - perform: runs one effect with the injected clients; returns the action that reports its result.
    public init(
      initial: State,
      reduce: @escaping (inout State, Action) -> [Effect],
      cancellationID: @escaping (Effect) -> AnyHashable? = { _ in nil },
      perform: @escaping @Sendable (Effect) async -> Action?
    ) {
      state = initial
      reducer = reduce
      self.cancellationID = cancellationID
      self.perform = perform
    }

    /// Whether any effect is still running.
    public var isBusy: Bool { !running.isEmpty }

    /// Reduces `action` and starts the effects it returns, in order.
    public func send(_ action: Action) {
      for effect in reducer(&state, action) {
        start(effect)
      }
    }

    /// Waits until no effect is running, including those started by the actions effects answered with.
    public func settle() async {
      while let task = running.values.first?.task {
        await task.value
      }
    }

    /// Cancels every running effect (the screen went away).
    public func cancelAll() {
      for entry in running.values {
        entry.task.cancel()
      }
      running = [:]
    }

    private func start(_ effect: Effect) {
      nextToken += 1
      let token = nextToken
      let id = cancellationID(effect)
      if let id {
        for (other, entry) in running where entry.id == id {
          entry.task.cancel()
          running[other] = nil
        }
      }
      let perform = perform
      let task = Task { [weak self] in
        let action = await perform(effect)
        guard let self, running[token] != nil else { return }
        running[token] = nil
        guard !Task.isCancelled, let action else { return }
        send(action)
      }
      // NB: the task runs on the main actor too, so it cannot begin before it is recorded here.
      running[token] = Running(id: id, task: task)
    }

    private struct Running {
      var id: AnyHashable?
      var task: Task<Void, Never>
    }
  }
#endif
