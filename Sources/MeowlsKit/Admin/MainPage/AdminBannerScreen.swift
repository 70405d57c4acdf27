import MeowlsAPI

/// One banner in the back office: its form (create, under a parent or at the top: `POST /admin/banners`; edit:
/// `POST /admin/banners/{id}`), with the sales and categories it may lead to. A refusal keeps what was typed; the
/// API's `failures` name the fields (`redirect.sale_id`, `image_key` …) the page marks.
public enum AdminBannerScreen {
  /// Everything the banner page shows.
  public struct State: Equatable, Sendable {
    /// The banner as stored (nil: a new one not saved yet).
    public var banner: AdminBanner?
    /// The banner this page edits (nil: a new one).
    public var bannerID: Banner.ID?
    /// The category tree, for a collection's category.
    public var categories: [AdminCategory]
    public var form: AdminBannerForm
    /// A new banner's parent (nil: a top-level one); a stored banner's own.
    public var parentID: Banner.ID?
    /// The banners, to find the one edited (there is no route for one banner) and name the parent.
    public var phase: AdminPhase<[AdminBanner]>
    /// The fields typed wrong at the last save.
    public var problems: Set<AdminBannerForm.Problem>
    /// The sales a banner may lead to.
    public var sales: [AdminSale]
    public var submission: AdminSubmission

    public init(bannerID: Banner.ID? = nil, parentID: Banner.ID? = nil) {
      self.banner = nil
      self.bannerID = bannerID
      self.categories = []
      self.form = AdminBannerForm(placeType: parentID == nil ? .singleBanner : nil)
      self.parentID = parentID
      self.phase = .idle
      self.problems = []
      self.sales = []
      self.submission = .idle
    }

    /// The parent banner, when this one is a child.
    public var parent: AdminBanner? {
      phase.value?.first { $0.id == parentID }
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case bannersResponse(Result<[AdminBanner], APIError>)
    case categoriesResponse(Result<[AdminCategory], APIError>)
    case changeResponse(Result<AdminBanner, APIError>)
    case formChanged(AdminBannerForm)
    case salesResponse(Result<[AdminSale], APIError>)
    case saveTapped
  }

  /// Where the page sends the admin.
  public enum Route: Equatable, Sendable {
    /// A new banner was saved: its own page.
    case created(Banner.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case loadBanners
    case loadCategories
    case loadSales
    case navigate(Route)
    case save(Banner.ID?, BannerDraft)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.loadBanners, .loadCategories, .loadSales]

    case .bannersResponse(.failure(let error)):
      state.phase = .failed(error)
      return []

    case .bannersResponse(.success(let banners)):
      state.phase = .loaded(banners)
      if let id = state.bannerID {
        let all = banners + banners.flatMap { $0.children ?? [] }
        guard let banner = all.first(where: { $0.id == id }) else {
          state.phase = .failed(.server(status: 404, ErrorResponse(code: .bannerNotFound, reason: "No such banner.")))
          return []
        }
        state.banner = banner
        state.parentID = banner.parentID
        state.form = AdminBannerForm(banner)
      } else if let parent = state.parentID, !banners.contains(where: { $0.id == parent }) {
        state.phase = .failed(.server(status: 404, ErrorResponse(code: .bannerNotFound, reason: "No such banner.")))
      }
      return []

    case .categoriesResponse(let result):
      state.categories = (try? result.get()) ?? []
      return []

    case .changeResponse(let result):
      let isNew = state.bannerID == nil
      guard let banner = state.submission.settle(result) else { return [] }
      state.banner = banner
      state.bannerID = banner.id
      state.form = AdminBannerForm(banner)
      return isNew ? [.navigate(.created(banner.id))] : []

    case .formChanged(let form):
      state.form = form
      state.problems = []
      return []

    case .salesResponse(let result):
      state.sales = (try? result.get()) ?? []
      return []

    case .saveTapped:
      guard state.submission != .sending, state.phase.value != nil else { return [] }
      state.problems = state.form.problems(parent: state.parentID)
      guard let draft = state.form.draft(parent: state.parentID) else { return [] }
      state.submission = .sending
      return [.save(state.bannerID, draft)]
    }
  }
}

extension AdminBannerScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var banners: @Sendable () async throws(APIError) -> [AdminBanner]
    public var categories: @Sendable () async throws(APIError) -> [AdminCategory]
    public var sales: @Sendable () async throws(APIError) -> [AdminSale]
    public var save: @Sendable (Endpoint<AdminBanner>) async throws(APIError) -> AdminBanner

    public init(
      banners: @escaping @Sendable () async throws(APIError) -> [AdminBanner],
      categories: @escaping @Sendable () async throws(APIError) -> [AdminCategory],
      sales: @escaping @Sendable () async throws(APIError) -> [AdminSale],
      save: @escaping @Sendable (Endpoint<AdminBanner>) async throws(APIError) -> AdminBanner
    ) {
      self.banners = banners
      self.categories = categories
      self.sales = sales
      self.save = save
    }

    public static func live(api: APIClient) -> Self {
      Self(
        banners: { () throws(APIError) in try await api.send(.adminBanners) },
        categories: { () throws(APIError) in try await api.send(.adminCategories) },
        sales: { () throws(APIError) in try await api.send(.adminSales) },
        save: { endpoint throws(APIError) in try await api.send(endpoint) })
    }
  }

  /// Performs one effect and answers with the action that reports it (nil for a navigation).
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .loadBanners:
      return .bannersResponse(await result { () throws(APIError) in try await dependencies.banners() })
    case .loadCategories:
      return .categoriesResponse(await result { () throws(APIError) in try await dependencies.categories() })
    case .loadSales:
      return .salesResponse(await result { () throws(APIError) in try await dependencies.sales() })
    case .navigate: return nil
    case .save(let id, let draft):
      let endpoint: Endpoint<AdminBanner> = id.map { .editBanner($0, draft) } ?? .createBanner(draft)
      return .changeResponse(await result { () throws(APIError) in try await dependencies.save(endpoint) })
    }
  }
}
