#if canImport(Observation)
  import MeowlsKit
  import Observation
  import Synchronization
  import Testing

  // NB: the time limit only stops a broken mirror from hanging the suite; the test itself never polls or sleeps.
  @MainActor @Suite(.timeLimit(.minutes(1))) struct ObservedStateTests {
    @Test func mirrorsTheServicesStateOnTheMainActor() async throws {
      let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .customer)
      let observed = ObservedState(credentials.state)
      #expect(observed.value == .signedOut)
      try await credentials.begin(Fixtures.session())
      // The mirror first repeats the value it started from, then publishes the new one: at most two changes.
      for _ in 0..<2 where observed.value == .signedOut { await Self.nextChange(of: observed) }
      #expect(observed.value == .signedIn(Fixtures.session()))
    }

    /// Returns after `observed` next sets its value (woken by Observation, not by polling), or when the test is
    /// cancelled.
    private static func nextChange<Value>(of observed: ObservedState<Value>) async {
      let wake = Wake()
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          wake.arm(continuation)
          withObservationTracking {
            _ = observed.value
          } onChange: {
            wake.fire()
          }
        }
      } onCancel: {
        wake.fire()
      }
    }
  }

  /// A continuation resumed once, by whichever comes first: the change or the cancellation (even one that came before
  /// the continuation was armed).
  private final class Wake: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Void, Never>?, fired: Bool)>((nil, false))

    func arm(_ continuation: CheckedContinuation<Void, Never>) {
      let fired = state.withLock { state in
        if !state.fired { state.continuation = continuation }
        return state.fired
      }
      if fired { continuation.resume() }
    }

    func fire() {
      let continuation = state.withLock { state in
        state.fired = true
        defer { state.continuation = nil }
        return state.continuation
      }
      continuation?.resume()
    }
  }
#endif
