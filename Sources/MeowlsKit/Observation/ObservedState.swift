#if canImport(Observation)
  import Observation

  /// A `StateStream` mirrored on the main actor for SwiftUI: `@Observable`, so a view that reads `value` redraws
  /// when the service publishes. The services stay actors that tests drive without a main run loop; only views
  /// need this.
  @MainActor @Observable
  public final class ObservedState<Value: Sendable> {
    /// The latest value the stream published.
    public private(set) var value: Value
    // NB: `nonisolated(unsafe)` so that the plain deinit (iOS 17 has no isolated deinit) can cancel it; it is
    // written once, in init, and `Task.cancel()` is thread-safe.
    @ObservationIgnored private nonisolated(unsafe) var following: Task<Void, Never>?

    /// Mirrors `stream`, starting from its current value.
    public init(_ stream: StateStream<Value>) {
      value = stream.value
      following = Task { [weak self] in
        for await value in stream.values() {
          guard let self else { return }
          self.value = value
        }
      }
    }

    deinit {
      following?.cancel()
    }
  }
#endif
