import MeowlsAPI

/// One shop or warehouse in the back office: a new one (`POST /admin/shops`) or one's whole form again
/// (`POST /admin/shops/{id}`), with its counter registers below (add one, retire one).
public enum AdminShopScreen {
  /// Everything the page shows.
  public struct State: Equatable, Sendable {
    /// The cities to choose from.
    public var cities: [AdminCity]
    public var form: AdminShopForm
    /// The shop once read or created.
    public var phase: AdminPhase<AdminShop>
    /// The fields typed wrong at the last save.
    public var problems: Set<AdminShopForm.Field>
    /// The shop's registers, retired ones too, by number.
    public var registers: [AdminRegister]
    /// The last draft sent, to tell which weekday a refused row of the hours is.
    public var sent: ShopDraft?
    /// The shop this page shows (nil: a new one not created yet).
    public var shopID: Shop.ID?
    public var submission: AdminSubmission

    public init(shopID: Shop.ID? = nil) {
      self.cities = []
      self.form = AdminShopForm()
      self.phase = shopID == nil ? .idle : .loading
      self.problems = []
      self.registers = []
      self.sent = nil
      self.shopID = shopID
      self.submission = .idle
    }

    /// The field the API's last refusal names (nil: none, or one shown above the fields).
    public var refusedField: AdminShopForm.Field? {
      submission.error.flatMap { AdminShopForm.field(of: $0, sent: sent) }
    }

    /// The Kit's words for the refused field, when they say more than the API's (a coordinate's range).
    public var refusalMessage: PlacesString? {
      guard let error = submission.error, let field = refusedField else { return nil }
      return AdminShopForm.message(of: error, at: field)
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case addRegisterTapped(String)
    case appeared
    case citiesResponse(Result<[AdminCity], APIError>)
    case formChanged(AdminShopForm)
    case registerResponse(Result<AdminRegister, APIError>)
    case registersResponse(Result<[AdminRegister], APIError>)
    case retireTapped(Register.ID)
    case saveResponse(Result<AdminShop, APIError>)
    case saveTapped
    case shopResponse(Result<AdminShop, APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case addRegister(Shop.ID, RegisterDraft)
    case loadCities
    case loadRegisters(Shop.ID)
    case loadShop(Shop.ID)
    case retire(Shop.ID, Register.ID)
    case save(Shop.ID?, ShopDraft)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addRegisterTapped(let name):
      guard let id = state.shopID else { return [] }
      let name = name.trimmingCharacters(in: .whitespaces)
      return send(&state, .addRegister(id, RegisterDraft(name: name.isEmpty ? nil : name)))

    case .appeared:
      guard let id = state.shopID else { return [.loadCities] }
      return [.loadCities, .loadShop(id), .loadRegisters(id)]

    case .citiesResponse(let result):
      state.cities = (try? result.get()) ?? []
      return []

    case .formChanged(let form):
      state.form = form
      return []

    case .registerResponse(let result):
      guard let register = state.submission.settle(result) else { return [] }
      if let index = state.registers.firstIndex(where: { $0.id == register.id }) {
        state.registers[index] = register
      } else {
        state.registers.append(register)
      }
      return []

    case .registersResponse(let result):
      state.registers = (try? result.get()) ?? []
      return []

    case .retireTapped(let register):
      guard let id = state.shopID, state.registers.contains(where: { $0.id == register && !$0.retired }) else {
        return []
      }
      return send(&state, .retire(id, register))

    case .saveResponse(let result):
      guard let shop = state.submission.settle(result) else { return [] }
      state.shopID = shop.id
      state.phase = .loaded(shop)
      state.form = AdminShopForm(shop: shop)
      return []

    case .saveTapped:
      state.problems = state.form.problems
      guard let draft = state.form.draft else { return [] }
      state.sent = draft
      return send(&state, .save(state.shopID, draft))

    case .shopResponse(let result):
      switch result {
      case .success(let shop):
        state.phase = .loaded(shop)
        state.form = AdminShopForm(shop: shop)
      case .failure(let error):
        state.phase = .failed(error)
      }
      return []
    }
  }

  private static func send(_ state: inout State, _ effect: Effect) -> [Effect] {
    guard state.submission != .sending else { return [] }
    state.submission = .sending
    return [effect]
  }
}

extension AdminShopScreen {
  public typealias Dependencies = AdminPlacesClients

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .addRegister(let id, let draft):
      .registerResponse(
        await result { () throws(APIError) in try await dependencies.register(.addRegister(id, draft)) })
    case .loadCities: .citiesResponse(await result { () throws(APIError) in try await dependencies.cities() })
    case .loadRegisters(let id):
      .registersResponse(await result { () throws(APIError) in try await dependencies.registers(id) })
    case .loadShop(let id):
      .shopResponse(await result { () throws(APIError) in try await dependencies.shop(.adminShop(id)) })
    case .retire(let id, let register):
      .registerResponse(
        await result { () throws(APIError) in try await dependencies.register(.retireRegister(id, register)) })
    case .save(let id, let draft):
      .saveResponse(await result { () throws(APIError) in try await dependencies.shop(.saveShop(id, draft)) })
    }
  }
}
