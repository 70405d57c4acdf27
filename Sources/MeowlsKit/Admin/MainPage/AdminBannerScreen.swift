import Foundation
import MeowlsAPI

/// One banner in the back office: its form (create, under a parent or at the top: `POST /admin/banners`; edit:
/// `POST /admin/banners/{id}`), with the sales and categories it may lead to; a collection's products (a stored
/// `products_collection` banner's: one added by its article or found by words of its name, one removed, the whole
/// banner sent again). A refusal keeps what was typed; the
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
    /// A collection's products named, in its order (up to `AdminNamedProduct.namedLimit`).
    public var items: [AdminNamedProduct]
    /// The search for a product to add to a collection.
    public var lookup: AdminProductLookup
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
      self.items = []
      self.lookup = AdminProductLookup()
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

    /// The stored banner when it is a collection, whose products the page picks.
    public var collection: AdminBanner? {
      banner?.placeType == .productsCollection ? banner : nil
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case bannersResponse(Result<[AdminBanner], APIError>)
    case categoriesResponse(Result<[AdminCategory], APIError>)
    case changeResponse(Result<AdminBanner, APIError>)
    case formChanged(AdminBannerForm)
    case itemsResponse([AdminNamedProduct])
    /// An article (added at once when exactly one product has it) or words of a name (the products found listed).
    case lookupSubmitted(String)
    /// A picture file chosen for the stored banner (JPEG, PNG or WebP), uploaded as its own.
    case pictureChosen(Data)
    case productAdded(Product.ID)
    case productRemoved(Product.ID)
    case salesResponse(Result<[AdminSale], APIError>)
    case saveTapped
    case searchResponse(Result<Page<AdminProductSummary>, APIError>)
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
    case loadItems([Product.ID])
    case loadSales
    case navigate(Route)
    case save(Banner.ID?, BannerDraft)
    case search(AdminProductQuery)
    case upload(Banner.ID, PictureUpload)
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
        return state.collection.map { [.loadItems($0.productIDs)] } ?? []
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
      state.lookup.found = nil
      if isNew { return [.navigate(.created(banner.id))] }
      return state.collection.map { [.loadItems($0.productIDs)] } ?? []

    case .formChanged(let form):
      state.form = form
      state.problems = []
      return []

    case .itemsResponse(let items):
      state.items = items
      return []

    case .lookupSubmitted(let text):
      guard state.collection != nil, let query = state.lookup.submitted(text) else { return [] }
      return [.search(query)]

    case .pictureChosen(let bytes):
      guard let id = state.banner?.id, !bytes.isEmpty, state.submission != .sending else { return [] }
      state.submission = .sending
      return [.upload(id, PictureUpload(bytes: bytes))]

    case .productAdded(let id):
      guard let banner = state.collection, !banner.productIDs.contains(id) else { return [] }
      return saveProducts(&state, banner, banner.productIDs + [id])

    case .productRemoved(let id):
      guard let banner = state.collection, banner.productIDs.contains(id) else { return [] }
      return saveProducts(&state, banner, banner.productIDs.filter { $0 != id })

    case .salesResponse(let result):
      state.sales = (try? result.get()) ?? []
      return []

    case .saveTapped:
      guard state.submission != .sending, state.phase.value != nil else { return [] }
      state.problems = state.form.problems(parent: state.parentID)
      guard let draft = state.form.draft(parent: state.parentID) else { return [] }
      state.submission = .sending
      return [.save(state.bannerID, draft)]

    case .searchResponse(.failure(let error)):
      state.submission = .failed(error)
      return []

    case .searchResponse(.success(let page)):
      guard let id = state.lookup.answered(page, chosen: state.collection?.productIDs ?? []) else { return [] }
      return reduce(&state, .productAdded(id))
    }
  }

  /// The stored banner sent again with `products` (what was typed on the form is not sent: it has its own save).
  private static func saveProducts(_ state: inout State, _ banner: AdminBanner, _ products: [Product.ID]) -> [Effect] {
    var stored = banner
    stored.productIDs = products
    guard state.submission != .sending, let draft = AdminBannerForm(stored).draft(parent: banner.parentID) else {
      return []
    }
    state.submission = .sending
    return [.save(banner.id, draft)]
  }
}
