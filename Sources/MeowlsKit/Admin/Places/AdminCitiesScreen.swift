import MeowlsAPI

/// The back office's cities (`GET /admin/cities`, hidden ones too): the list, each hidden or shown again from its
/// row, and one city's form, new (`POST /admin/cities`) or the whole city again (`POST /admin/cities/{id}`).
public enum AdminCitiesScreen {
  /// Everything the pages show.
  public struct State: Equatable, Sendable {
    /// The city whose form is shown (nil: the list, or a new city's form).
    public var cityID: City.ID?
    public var form: AdminCityForm
    public var phase: AdminPhase<[AdminCity]>
    /// The fields typed wrong at the last save.
    public var problems: Set<AdminCityForm.Field>
    public var submission: AdminSubmission

    public init(cityID: City.ID? = nil) {
      self.cityID = cityID
      self.form = AdminCityForm()
      self.phase = .idle
      self.problems = []
      self.submission = .idle
    }

    /// The city whose form is shown, once the list is read.
    public var city: AdminCity? { cityID.flatMap { id in phase.value?.first { $0.id == id } } }

    /// The field the API's last refusal names (nil: none, or one shown above the fields).
    public var refusedField: AdminCityForm.Field? { submission.error.flatMap(AdminCityForm.field(of:)) }
  }

  /// What happened on the pages, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<AdminCity, APIError>)
    case formChanged(AdminCityForm)
    case hideTapped(City.ID, Bool)
    case listResponse(Result<[AdminCity], APIError>)
    case saveTapped
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load
    case save(City.ID?, CityDraft)
    case setHidden(City.ID, Bool)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load]

    case .changeResponse(let result):
      guard let city = state.submission.settle(result) else { return [] }
      let cities = state.phase.value ?? []
      state.phase = .loaded(
        cities.contains { $0.id == city.id } ? cities.map { $0.id == city.id ? city : $0 } : cities + [city])
      return []

    case .formChanged(let form):
      state.form = form
      return []

    case .hideTapped(let id, let hidden):
      guard let city = state.phase.value?.first(where: { $0.id == id }), city.hidden != hidden else { return [] }
      return send(&state, .setHidden(id, hidden))

    case .listResponse(let result):
      switch result {
      case .success(let cities):
        state.phase = .loaded(cities)
        if let city = state.city { state.form = AdminCityForm(city: city) }
        if state.cityID != nil, state.city == nil {
          state.phase = .failed(.server(status: 404, ErrorResponse(code: .cityNotFound, reason: "")))
        }
      case .failure(let error):
        state.phase = .failed(error)
      }
      return []

    case .saveTapped:
      state.problems = state.form.problems
      guard let draft = state.form.draft else { return [] }
      return send(&state, .save(state.cityID, draft))
    }
  }

  private static func send(_ state: inout State, _ effect: Effect) -> [Effect] {
    guard state.submission != .sending else { return [] }
    state.submission = .sending
    return [effect]
  }
}

extension AdminCitiesScreen {
  public typealias Dependencies = AdminPlacesClients

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load: .listResponse(await result { () throws(APIError) in try await dependencies.cities() })
    case .save(let id, let draft):
      .changeResponse(await result { () throws(APIError) in try await dependencies.city(.saveCity(id, draft)) })
    case .setHidden(let id, let hidden):
      .changeResponse(await result { () throws(APIError) in try await dependencies.city(.setCityHidden(id, hidden)) })
    }
  }
}
