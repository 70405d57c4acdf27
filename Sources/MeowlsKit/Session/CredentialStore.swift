import Foundation
import MeowlsAPI

/// The one holder of the session: its token for every request, the single token refresh, and its end.
///
/// The API client reads the token here and asks here for a new one when the server says it expired; the `Session`
/// service starts and ends sessions here. Every change is written to the `SecureStore` at once, so a restart (or a
/// crash) finds the session as it was.
public actor CredentialStore {
  /// The secure-store key of each kind of session.
  static func storageKey(for kind: SessionKind) -> String { "meowls.session.\(kind.rawValue)" }

  /// One-shot events (`reauthorizationRequired`).
  public nonisolated let events = EventStream<SessionEvent>()
  /// The session, for synchronous reads (`state.value`) and for following changes.
  public nonisolated let state: StateStream<SessionState>

  private let kind: SessionKind
  private var refreshTask: Task<String, any Error>?
  private let secureStore: any SecureStore

  /// The session of `kind` stored in `secureStore`, or none (`Session.restore()` checks whether it can still be
  /// refreshed).
  public init(secureStore: any SecureStore, kind: SessionKind) {
    self.kind = kind
    self.secureStore = secureStore
    let stored = secureStore.value(StoredSession.self, forKey: Self.storageKey(for: kind))
    state = StateStream(stored.map(SessionState.signedIn) ?? .signedOut)
  }

  /// Whether someone is signed in now.
  public nonisolated var isSignedIn: Bool { state.value.isSignedIn }

  /// The current session.
  public var session: StoredSession? { state.value.session }

  /// The token to send, or nil for a guest.
  public func token() -> String? {
    session?.authentication.token
  }

  /// Starts (or replaces) the session.
  public func begin(_ session: StoredSession) throws {
    try save(session)
  }

  /// Replaces the stored profile, keeping the token.
  public func update(user: User) throws {
    guard var session else { return }
    var profile = user
    profile.authentication = nil
    session.user = profile
    try save(session)
  }

  /// Ends the session; with `reauthorize`, tells the app that the user has to log in again.
  public func end(reauthorize: Bool) {
    refreshTask = nil
    // NB: a store that cannot delete still ends the session in memory; the stale copy fails refresh next launch.
    try? secureStore.setData(nil, forKey: Self.storageKey(for: kind))
    let hadSession = state.value.isSignedIn
    state.send(.signedOut)
    if reauthorize && hadSession { events.send(.reauthorizationRequired) }
  }

  /// A token to replay a request with, after the server refused `failedToken` as expired.
  ///
  /// Exactly one refresh runs at a time: callers that arrive while it runs wait for its result, and callers whose
  /// `failedToken` was already replaced get the current token at once. When the server refuses the refresh with a
  /// 401 the session ends and `reauthorizationRequired` is sent; any other failure (offline, timeout, 5xx) keeps the
  /// session and is thrown to the caller.
  func refreshedToken(
    replacing failedToken: String, refresh: @escaping @Sendable (String) async throws -> User
  ) async throws -> String {
    guard let session else { throw APIError.reauthorizationRequired }
    if session.authentication.token != failedToken { return session.authentication.token }
    if let refreshTask { return try await refreshTask.value }
    let task = Task<String, any Error> {
      do {
        let user = try await refresh(failedToken)
        return try self.finishRefresh(with: user)
      } catch let error as APIError where error.status == 401 {
        self.refreshTask = nil
        self.end(reauthorize: true)
        throw APIError.reauthorizationRequired
      } catch {
        self.refreshTask = nil
        throw error
      }
    }
    refreshTask = task
    return try await task.value
  }

  /// A token the server no longer knows: replay with the current one if it was replaced meanwhile, else the
  /// session is over.
  func tokenAfterRejection(of rejectedToken: String) throws(APIError) -> String {
    guard let current = token() else { throw .reauthorizationRequired }
    guard current == rejectedToken else { return current }
    end(reauthorize: true)
    throw .reauthorizationRequired
  }

  private func finishRefresh(with user: User) throws -> String {
    refreshTask = nil
    guard let refreshed = StoredSession(user: user, kind: kind) else {
      throw APIError.undecodable(status: 200, description: "The refresh answer has no authentication.")
    }
    try save(refreshed)
    return refreshed.authentication.token
  }

  private func save(_ session: StoredSession) throws {
    try secureStore.setValue(session, forKey: Self.storageKey(for: kind))
    state.send(.signedIn(session))
  }
}
