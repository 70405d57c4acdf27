import Synchronization

/// What one search request works with and nobody else may touch meanwhile: a stemmer (libstemmer is not
/// thread-safe) and the matcher's scratch arrays, one for products and one for categories.
final class SearchWorkspace: @unchecked Sendable {
  let stemmer = WordStemmer()
  let products = MatchScratch()
  let categories = MatchScratch()
}

/// Workspaces shared by request threads: a thread borrows one for the length of a call, so no request creates a
/// stemmer or allocates the large arrays after the first few.
final class SearchWorkspacePool: Sendable {
  private let idle = Mutex<[SearchWorkspace]>([])

  /// Runs `body` with a workspace no other thread is using.
  func withWorkspace<T>(_ body: (SearchWorkspace) throws -> T) rethrows -> T {
    let workspace = idle.withLock { $0.popLast() } ?? SearchWorkspace()
    defer { idle.withLock { $0.append(workspace) } }
    return try body(workspace)
  }
}
