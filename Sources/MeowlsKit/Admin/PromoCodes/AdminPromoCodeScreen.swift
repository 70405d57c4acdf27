import MeowlsAPI

/// One promo code in the back office: a new one (`POST /admin/promo_codes`: the code, its terms, what it covers)
/// or the terms of one again (`POST /admin/promo_codes/{code}`); there is no single-code route, so an edit finds
/// its code in the list.
public enum AdminPromoCodeScreen {
  /// Everything the page shows.
  public struct State: Equatable, Sendable {
    /// The code this page edits (nil: a new one).
    public var code: String?
    public var form: AdminPromoCodeForm
    /// The code as stored, once found (an edit) or saved.
    public var phase: AdminPhase<AdminPromoCode>
    /// The fields typed wrong at the last save.
    public var problems: Set<AdminPromoCodeForm.Field>
    public var submission: AdminSubmission

    public init(code: String? = nil) {
      self.code = code
      self.form = AdminPromoCodeForm()
      self.phase = code == nil ? .idle : .loading
      self.problems = []
      self.submission = .idle
    }

    /// The field the API's last refusal names (nil: none, or one shown above the fields).
    public var refusedField: AdminPromoCodeForm.Field? {
      submission.error.flatMap(AdminPromoCodeForm.field(of:))
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<AdminPromoCode, APIError>)
    case formChanged(AdminPromoCodeForm)
    case listResponse(Result<[AdminPromoCode], APIError>)
    case saveTapped
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case create(PromoCodeCreation)
    case edit(String, PromoCodeTerms)
    case load
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      guard state.code != nil else { return [] }
      state.phase = .loading
      return [.load]

    case .changeResponse(let result):
      guard let promo = state.submission.settle(result) else { return [] }
      state.phase = .loaded(promo)
      state.code = promo.code
      state.form = AdminPromoCodeForm(promo)
      return []

    case .formChanged(let form):
      state.form = form
      return []

    case .listResponse(let result):
      guard let code = state.code else { return [] }
      switch result {
      case .success(let codes):
        if let promo = codes.first(where: { $0.code.caseInsensitiveCompare(code) == .orderedSame }) {
          state.phase = .loaded(promo)
          state.form = AdminPromoCodeForm(promo)
        } else {
          state.phase = .failed(.server(status: 404, ErrorResponse(code: .promoCodeNotFound, reason: code)))
        }
      case .failure(let error):
        state.phase = .failed(error)
      }
      return []

    case .saveTapped:
      guard state.submission != .sending else { return [] }
      let creating = state.code == nil
      state.problems = state.form.problems(creating: creating)
      let effect: Effect?
      if let code = state.code {
        effect = state.form.terms.map { .edit(code, $0) }
      } else {
        effect = state.form.creation.map { .create($0) }
      }
      guard let effect else { return [] }
      state.submission = .sending
      return [effect]
    }
  }
}

extension AdminPromoCodeScreen {
  /// The clients the page needs: the list's (the list to find the code in, and a change).
  public typealias Dependencies = AdminPromoCodesScreen.Dependencies

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    let endpoint: Endpoint<AdminPromoCode>
    switch effect {
    case .load: return .listResponse(await result { () throws(APIError) in try await dependencies.list() })
    case .create(let creation): endpoint = .createPromoCode(creation)
    case .edit(let code, let terms): endpoint = .editPromoCode(code, terms)
    }
    return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
  }
}
