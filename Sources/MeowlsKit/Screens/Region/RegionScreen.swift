import Foundation
import MeowlsAPI

/// City selection (`app.md` §2.2, §12.2): the cities of `GET /cities` with the current (or suggested) one first,
/// a search ignoring case, `ё`/`е` and everything but letters, the nearest city from an injected location, and the
/// choice stored before the screen reports it. On first launch there is no way out without a city.
public enum RegionScreen {
  /// Everything the city list shows.
  public struct State: Equatable, Sendable {
    /// The dialog over the list, if any.
    public var alert: Alert?
    /// Every city, in the server's order.
    public var cities: [City]
    /// The city whose storing is on its way (further taps are ignored).
    public var choosing: City?
    /// Whether a city is stored already, so the screen may close without a choice.
    public var isClosable: Bool
    /// Whether the location is being found (a second tap is ignored).
    public var isLocating: Bool
    /// What the list is doing.
    public var phase: Phase
    /// The search text as typed.
    public var query: String
    /// The city marked "your city": the stored one, else the server's first (it sorts by the client's address).
    public var selected: City?

    /// A list that has not appeared yet; `stored` is the city chosen before, if any.
    public init(
      stored: City? = nil, alert: Alert? = nil, cities: [City] = [], choosing: City? = nil, isLocating: Bool = false,
      phase: Phase = .idle, query: String = "", selected: City? = nil
    ) {
      self.alert = alert
      self.cities = cities
      self.choosing = choosing
      self.isClosable = stored != nil
      self.isLocating = isLocating
      self.phase = phase
      self.query = query
      self.selected = selected ?? stored
    }

    /// The rows to draw: the matches of a search, or the selected city first and then the others.
    public var rows: [Row] {
      let ordered: [City]
      if query.contains(where: \.isLetter) {
        ordered = RegionService.filter(cities, query: query)
      } else if let selected, let index = cities.firstIndex(where: { $0.id == selected.id }) {
        ordered = [cities[index]] + cities.enumerated().filter { $0.offset != index }.map(\.element)
      } else {
        ordered = cities
      }
      return ordered.map { Row(city: $0, isSelected: $0.id == selected?.id) }
    }
  }

  /// One city row.
  public struct Row: Equatable, Sendable, Identifiable {
    public var city: City
    /// Marked "your city" with a check mark.
    public var isSelected: Bool

    public init(city: City, isSelected: Bool) {
      self.city = city
      self.isSelected = isSelected
    }

    public var id: City.ID { city.id }
  }

  /// A dialog over the list.
  public enum Alert: Equatable, Sendable {
    /// "Is your city %@?" with "No" and "Yes, correct".
    case confirm(City)
    /// The location could not be found; OK asks about the server's first city instead.
    case locationFailed
    /// A first launch cannot go on without a city; OK tries to load the cities again.
    case regionRequired
  }

  /// The list; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The server listed no city; a retry button.
    case empty
    /// The cities could not be loaded: "Try again" and "Cancel".
    case failed(APIError)
    case idle
    case loaded
    case loading
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case cancelTapped
    case choiceStored(City)
    case citiesResponse(Result<[City], APIError>)
    case cityTapped(City)
    case closeTapped
    case confirmationAccepted
    case confirmationRejected
    case locationResponse(Location?)
    case locationTapped
    case queryChanged(String)
    case retryTapped
    case viewAppeared
    case warningDismissed
  }

  /// Where the list sends the user.
  public enum Route: Equatable, Sendable {
    /// The city was chosen and stored; the screen closes (on first launch the app goes on to the main tab).
    case chosen(City)
    /// The screen closes without a new choice (only when a city is stored already).
    case close
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchCities
    /// Finds the device's location (the injected locator; nil when denied or failed).
    case locate
    case navigate(Route)
    /// Stores the choice, then answers `choiceStored`.
    case store(City)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .cancelTapped:
      guard case .failed = state.phase else { return [] }
      guard state.isClosable else {
        state.alert = .regionRequired
        return []
      }
      return [.navigate(.close)]

    case .choiceStored(let city):
      guard state.choosing == city else { return [] }
      state.choosing = nil
      state.selected = city
      return [.navigate(.chosen(city))]

    case .citiesResponse(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let cities) where cities.isEmpty: state.phase = .empty
      case .success(let cities):
        state.cities = cities
        state.selected = state.selected ?? cities.first
        state.phase = .loaded
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .cityTapped(let city):
      return choose(city, in: &state)

    case .closeTapped:
      guard state.isClosable, state.choosing == nil else { return [] }
      return [.navigate(.close)]

    case .confirmationAccepted:
      guard case .confirm(let city) = state.alert else { return [] }
      state.alert = nil
      return choose(city, in: &state)

    case .confirmationRejected:
      guard case .confirm = state.alert else { return [] }
      state.alert = nil
      return []

    case .locationResponse(let location):
      guard state.isLocating else { return [] }
      state.isLocating = false
      if let location, let nearest = RegionService.nearest(to: location, among: state.cities) {
        state.alert = .confirm(nearest)
      } else {
        state.alert = .locationFailed
      }
      return []

    case .locationTapped:
      guard state.phase == .loaded, !state.isLocating, state.alert == nil else { return [] }
      state.isLocating = true
      return [.locate]

    case .queryChanged(let text):
      state.query = text
      return []

    case .retryTapped:
      switch state.phase {
      case .empty, .failed: return load(&state)
      default: return []
      }

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      return load(&state)

    case .warningDismissed:
      switch state.alert {
      case .locationFailed:
        state.alert = state.cities.first.map(Alert.confirm)
        return []
      case .regionRequired:
        state.alert = nil
        return load(&state)
      case .confirm, nil:
        return []
      }
    }
  }

  private static func choose(_ city: City, in state: inout State) -> [Effect] {
    guard state.phase == .loaded, state.choosing == nil else { return [] }
    state.choosing = city
    return [.store(city)]
  }

  private static func load(_ state: inout State) -> [Effect] {
    state.phase = .loading
    return [.fetchCities]
  }
}
