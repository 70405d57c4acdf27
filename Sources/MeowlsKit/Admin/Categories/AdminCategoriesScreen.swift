import MeowlsAPI

/// The back office's category tree (`GET /admin/categories`): create under a parent, rename, move under another
/// parent or a place up or down among the siblings, archive and unarchive; after each change the tree is read
/// again, since a move renumbers the siblings.
public enum AdminCategoriesScreen {
  /// Everything the tree shows.
  public struct State: Equatable, Sendable {
    public var phase: AdminPhase<[AdminCategory]>
    public var submission: AdminSubmission

    public init() {
      self.phase = .idle
      self.submission = .idle
    }

    /// The tree as rows, parents before children, each with its depth (0: a root), siblings in their order.
    public var rows: [(category: AdminCategory, depth: Int)] {
      let tree = phase.value ?? []
      let children = Dictionary(grouping: tree, by: \.parentID)
      func walk(_ parent: Category.ID?, _ depth: Int) -> [(category: AdminCategory, depth: Int)] {
        (children[parent] ?? []).sorted { $0.position < $1.position }.flatMap { category in
          [(category, depth)] + walk(category.id, depth + 1)
        }
      }
      return walk(nil, 0)
    }

    /// The siblings of `id` in their order (itself included).
    func siblings(of id: Category.ID) -> [AdminCategory] {
      let tree = phase.value ?? []
      guard let category = tree.first(where: { $0.id == id }) else { return [] }
      return tree.filter { $0.parentID == category.parentID }.sorted { $0.position < $1.position }
    }
  }

  /// What happened on the tree, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case archiveTapped(Category.ID, Bool)
    case changeResponse(Result<AdminCategory, APIError>)
    case createSubmitted(name: String, parent: Category.ID?)
    /// Under another parent (nil: a root), last among its new siblings.
    case moveSubmitted(Category.ID, parent: Category.ID?)
    /// One place earlier (`up`) or later among its siblings.
    case moveTapped(Category.ID, up: Bool)
    case renameSubmitted(Category.ID, String)
    case treeResponse(Result<[AdminCategory], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case archive(Category.ID, Bool)
    case create(CategoryDraft)
    case load
    case move(Category.ID, CategoryMove)
    case rename(Category.ID, String)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load]

    case .archiveTapped(let id, let archived):
      return send(&state, .archive(id, archived))

    case .changeResponse(let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success:
        state.submission = .done
        return [.load]
      case .failure(let error):
        state.submission = .failed(error)
        return []
      }

    case .createSubmitted(let name, let parent):
      return send(&state, .create(CategoryDraft(name: name.trimmingCharacters(in: .whitespaces), parentID: parent)))

    case .moveSubmitted(let id, let parent):
      return send(&state, .move(id, CategoryMove(parentID: parent)))

    case .moveTapped(let id, let up):
      let siblings = state.siblings(of: id)
      guard let index = siblings.firstIndex(where: { $0.id == id }) else { return [] }
      let target = up ? index - 1 : index + 1
      guard siblings.indices.contains(target) else { return [] }
      return send(&state, .move(id, CategoryMove(parentID: siblings[index].parentID, position: target)))

    case .renameSubmitted(let id, let name):
      return send(&state, .rename(id, name.trimmingCharacters(in: .whitespaces)))

    case .treeResponse(let result):
      switch result {
      case .success(let tree): state.phase = .loaded(tree)
      case .failure(let error): state.phase = .failed(error)
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

extension AdminCategoriesScreen {
  /// The clients the tree needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var tree: @Sendable () async throws(APIError) -> [AdminCategory]
    public var change: @Sendable (Endpoint<AdminCategory>) async throws(APIError) -> AdminCategory

    public init(
      tree: @escaping @Sendable () async throws(APIError) -> [AdminCategory],
      change: @escaping @Sendable (Endpoint<AdminCategory>) async throws(APIError) -> AdminCategory
    ) {
      self.tree = tree
      self.change = change
    }

    public static func live(api: APIClient) -> Self {
      Self(
        tree: { () throws(APIError) in try await api.send(.adminCategories) },
        change: { endpoint throws(APIError) in try await api.send(endpoint) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    let endpoint: Endpoint<AdminCategory>
    switch effect {
    case .load: return .treeResponse(await result { () throws(APIError) in try await dependencies.tree() })
    case .archive(let id, let archived): endpoint = .setCategoryArchived(id, archived)
    case .create(let draft): endpoint = .createCategory(draft)
    case .move(let id, let move): endpoint = .moveCategory(id, move)
    case .rename(let id, let name): endpoint = .renameCategory(id, name)
    }
    return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
  }
}
