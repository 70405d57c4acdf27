import Foundation
import MeowlsAPI

/// One product in the back office: its form (create or edit: `POST /admin/products[/{id}]`), archive and unarchive,
/// and its pictures: upload, move up or down a place (the whole order sent again), delete.
public enum AdminProductScreen {
  /// Everything the product page shows.
  public struct State: Equatable, Sendable {
    /// The whole category tree (archived ones too), to name the categories by their path.
    public var categories: [AdminCategory]
    public var form: AdminProductForm
    /// The product as stored (nil: a new one not saved yet).
    public var product: AdminProduct?
    /// The product on its way (an edit) or refused.
    public var phase: AdminPhase<AdminProduct>
    /// The fields typed wrong at the last save.
    public var problems: Set<AdminProductForm.Problem>
    /// The last change sent (save, archive, a picture's).
    public var submission: AdminSubmission
    /// The product this page edits (nil: a new one).
    public var productID: Product.ID?

    public init(productID: Product.ID? = nil) {
      self.categories = []
      self.form = AdminProductForm()
      self.product = nil
      self.phase = productID == nil ? .idle : .loading
      self.problems = []
      self.submission = .idle
      self.productID = productID
    }

    /// The categories a product may be listed in, for the form's choice: leaves that are not archived.
    public var leaves: [AdminCategory] {
      let parents = Set(categories.compactMap(\.parentID))
      return categories.filter { !parents.contains($0.id) && !$0.archived }
    }

    /// The leaves the product could be added to: those it is not listed in yet.
    public var addableLeaves: [AdminCategory] {
      leaves.filter { !form.categoryIDs.contains($0.id) }
    }

    /// The product's pictures in order.
    public var pictures: [AdminPicture] { product?.pictures ?? [] }

    /// The API's reason for refusing the last change at `field` (`variants[0].plu`) or inside it
    /// (`variants[0].properties` for its `[1].code`), to show at the field it names; nil when it named another.
    public func refusal(at field: String) -> String? {
      guard case .server(_, let response)? = submission.error else { return nil }
      let failure = response.failures?.first {
        $0.field == field || $0.field.hasPrefix(field + "[") || $0.field.hasPrefix(field + ".")
      }
      return failure.map { $0.failure ?? response.reason }
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case archiveTapped(Bool)
    case categoriesResponse(Result<[AdminCategory], APIError>)
    case formChanged(AdminProductForm)
    case pictureChosen(Data)
    case pictureDeleteTapped(String)
    /// Moves the picture one place earlier (`up`) or later.
    case pictureMoveTapped(String, up: Bool)
    case productResponse(Result<AdminProduct, APIError>)
    case saveTapped
    /// The answer to a change (save, archive, picture): the product as it now is.
    case changeResponse(Result<AdminProduct, APIError>)
  }

  /// Where the page sends the admin.
  public enum Route: Equatable, Sendable {
    /// A new product was saved: its own page.
    case created(Product.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case deletePicture(Product.ID, String)
    case loadCategories
    case loadProduct(Product.ID)
    case navigate(Route)
    case reorderPictures(Product.ID, PictureOrder)
    case save(Product.ID?, ProductDraft)
    case setArchived(Product.ID, Bool)
    case upload(Product.ID, PictureUpload)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      guard let id = state.productID else { return [.loadCategories] }
      state.phase = .loading
      return [.loadCategories, .loadProduct(id)]

    case .archiveTapped(let archived):
      guard let product = state.product, product.archived != archived, state.submission != .sending else { return [] }
      state.submission = .sending
      return [.setArchived(product.id, archived)]

    case .categoriesResponse(.success(let tree)):
      state.categories = tree
      return []

    case .categoriesResponse(.failure):
      return []

    case .changeResponse(let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success(let product):
        let isNew = state.productID == nil
        show(&state, product)
        state.submission = .done
        return isNew ? [.navigate(.created(product.id))] : []
      case .failure(let error):
        state.submission = .failed(error)
        return []
      }

    case .formChanged(let form):
      state.form = form
      state.problems = []
      return []

    case .pictureChosen(let bytes):
      guard let id = state.product?.id, !bytes.isEmpty, state.submission != .sending else { return [] }
      state.submission = .sending
      return [.upload(id, PictureUpload(bytes: bytes))]

    case .pictureDeleteTapped(let picture):
      guard let id = state.product?.id, state.pictures.contains(where: { $0.id == picture }),
        state.submission != .sending
      else { return [] }
      state.submission = .sending
      return [.deletePicture(id, picture)]

    case .pictureMoveTapped(let picture, let up):
      var order = state.pictures.map(\.id)
      guard let id = state.product?.id, let index = order.firstIndex(of: picture), state.submission != .sending
      else { return [] }
      let target = up ? index - 1 : index + 1
      guard order.indices.contains(target) else { return [] }
      order.swapAt(index, target)
      state.submission = .sending
      return [.reorderPictures(id, PictureOrder(pictureIDs: order))]

    case .productResponse(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let product): show(&state, product)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .saveTapped:
      guard state.submission != .sending, state.phase != .loading else { return [] }
      state.problems = state.form.problems
      guard let draft = state.form.draft else { return [] }
      state.submission = .sending
      return [.save(state.productID, draft)]
    }
  }

  private static func show(_ state: inout State, _ product: AdminProduct) {
    state.product = product
    state.productID = product.id
    state.form = AdminProductForm(product)
    state.phase = .loaded(product)
  }
}
