import MeowlsAPI

/// The splash (`app.md` §2.1, §12.1): a spinner for one second, then the main tab when a city is stored, otherwise
/// the city selection first; once a city is chosen, the main tab.
public enum IntroScreen {
  /// Everything the splash shows.
  public struct State: Equatable, Sendable {
    /// What the splash is doing.
    public var phase: Phase

    /// A splash that has not appeared yet.
    public init(phase: Phase = .idle) {
      self.phase = phase
    }

    /// Whether the loader image spins.
    public var isLoading: Bool { phase != .idle }
  }

  /// The splash; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// Looking up the stored city.
    case checking
    /// The city selection is open (first launch); the splash waits for a choice.
    case choosingRegion
    /// The main tab is open; nothing more happens here.
    case finished
    case idle
    /// The splash stays for its second, then opens `Route`.
    case waiting(Route)
  }

  /// What happened on the splash, alphabetised.
  public enum Action: Equatable, Sendable {
    case delayElapsed(Route)
    /// The city selection reported a stored choice.
    case regionChosen(City)
    case storedRegionLoaded(City?)
    case viewAppeared
  }

  /// Where the splash sends the user.
  public enum Route: Equatable, Sendable, CaseIterable {
    /// The tab bar at its main tab (it replaces the splash).
    case main
    /// City selection over the splash, without a close button (`RegionScreen.State(stored: nil)`).
    case region
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Waits the splash's second, then answers `delayElapsed(route)`.
    case delay(Route)
    case loadStoredRegion
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .delayElapsed(let route):
      guard state.phase == .waiting(route) else { return [] }
      state.phase = route == .main ? .finished : .choosingRegion
      return [.navigate(route)]

    case .regionChosen:
      guard state.phase == .choosingRegion else { return [] }
      state.phase = .finished
      return [.navigate(.main)]

    case .storedRegionLoaded(let city):
      guard state.phase == .checking else { return [] }
      let route: Route = city == nil ? .region : .main
      state.phase = .waiting(route)
      return [.delay(route)]

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      state.phase = .checking
      return [.loadStoredRegion]
    }
  }
}
