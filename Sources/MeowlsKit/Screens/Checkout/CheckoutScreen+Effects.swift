import MeowlsAPI

extension CheckoutScreen {
  /// The clients checkout needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// How long typing pauses before suggestions are asked for.
    public var debounce: Duration
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// The options of the city and the customer.
    public var options: @Sendable () async throws(APIError) -> Options
    /// Places the order; a retry of the same request must reuse its idempotency key (`CheckoutService`).
    public var purchase: @Sendable (CheckoutRequest) async throws(APIError) -> PurchaseResult
    public var sleep: @Sendable (Duration) async throws -> Void
    public var suggestions: @Sendable (SuggestionRequest) async throws(APIError) -> [Suggestion]

    /// Dependencies from closures.
    public init(
      debounce: Duration = .milliseconds(300), navigate: @escaping @MainActor @Sendable (Route) -> Void,
      options: @escaping @Sendable () async throws(APIError) -> Options,
      purchase: @escaping @Sendable (CheckoutRequest) async throws(APIError) -> PurchaseResult,
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      suggestions: @escaping @Sendable (SuggestionRequest) async throws(APIError) -> [Suggestion]
    ) {
      self.debounce = debounce
      self.navigate = navigate
      self.options = options
      self.purchase = purchase
      self.sleep = sleep
      self.suggestions = suggestions
    }

    /// The live clients (`live(api:cart:checkout:session:navigate:)`); routes go to `router`, held weakly.
    public static func live(
      api: APIClient, cart: CartService, checkout: CheckoutService, session: Session, router: some CheckoutRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(api: api, cart: cart, checkout: checkout, session: session, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API (the region's city goes in `X-City-Id`), the checkout service with its
    /// idempotency keys, the cart (reloaded, empty, after a purchase) and the session (the recipient's defaults);
    /// routes handed to `navigate` (the web Store collects them).
    public static func live(
      api: APIClient, cart: CartService, checkout: CheckoutService, session: Session,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        navigate: navigate,
        options: { () throws(APIError) in
          let customer = session.state.value.user.map {
            OrderClient(email: $0.email, name: $0.name, patronymic: $0.patronymic, phone: $0.phone, surname: $0.surname)
          }
          return Options(
            customer: customer, dates: try await api.send(.availableDates),
            deliveries: try await api.send(.availableDeliveries), payments: try await api.send(.availablePayments),
            pickupPoints: try await api.send(.pickupPoints))
        },
        purchase: { request throws(APIError) in
          let result = try await checkout.purchase(request)
          _ = try? await cart.load()
          return result
        },
        sleep: { try await Task.sleep(for: $0) },
        suggestions: { request throws(APIError) in
          let answers: [AddressSuggestion]
          switch request.field {
          case .flat:
            answers = try await api.send(
              .flatSuggestions(HouseSuggestionsQuery(query: request.query, streetID: request.scope)))
          case .house:
            answers = try await api.send(
              .houseSuggestions(HouseSuggestionsQuery(query: request.query, streetID: request.scope)))
          case .street:
            answers = try await api.send(
              .streetSuggestions(StreetSuggestionsQuery(cityID: request.scope, query: request.query)))
          case .name: return try await api.send(.nameSuggestions(request.query)).map(suggestion)
          case .patronymic: return try await api.send(.patronymicSuggestions(request.query)).map(suggestion)
          case .surname: return try await api.send(.surnameSuggestions(request.query)).map(suggestion)
          default: return []
          }
          return answers.map { suggestion($0, for: request.field) }
        })
    }
  }

  /// An address suggestion as the field takes it: a street without its city (`г Новосибирск, ул Ленина` →
  /// `ул Ленина`), a house number (`…, д 47/1` → `47/1`), a flat number (`…, кв 30` → `30`).
  public static func suggestion(_ answer: AddressSuggestion, for field: Field) -> Suggestion {
    let parts = answer.text.components(separatedBy: ", ")
    let value: String
    switch field {
    case .street: value = parts.first?.hasPrefix("г ") == true ? parts.dropFirst().joined(separator: ", ") : answer.text
    case .house: value = dropping("д ", from: parts.last ?? answer.text)
    case .flat: value = dropping("кв ", from: parts.last ?? answer.text)
    default: value = answer.text
    }
    return Suggestion(id: field == .street ? answer.id : nil, text: answer.text, value: value)
  }

  /// A name suggestion: the name itself goes into the field.
  public static func suggestion(_ answer: FullNameSuggestion) -> Suggestion {
    Suggestion(text: answer.text, value: answer.text)
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .debounce(let request):
      do { try await dependencies.sleep(dependencies.debounce) } catch { return nil }
      return .debounceElapsed(request)
    case .fetchSuggestions(let request):
      do throws(APIError) {
        return .suggestionsResponse(request, .success(try await dependencies.suggestions(request)))
      } catch { return .suggestionsResponse(request, .failure(error)) }
    case .loadOptions:
      do throws(APIError) { return .optionsLoaded(.success(try await dependencies.options())) } catch {
        return .optionsLoaded(.failure(error))
      }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .purchase(let request):
      do throws(APIError) { return .purchaseResponse(.success(try await dependencies.purchase(request))) } catch {
        return .purchaseResponse(.failure(error))
      }
    }
  }

  /// Typing cancels the debounce and the request of the previous text.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .debounce, .fetchSuggestions: "suggestions"
    default: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }

  private static func dropping(_ prefix: String, from text: String) -> String {
    text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
  }
}
