import MeowlsAPI

/// Whether someone is signed in, and who.
public enum SessionState: Hashable, Sendable {
  /// A session: its token and profile.
  case signedIn(StoredSession)
  /// A guest.
  case signedOut

  /// The session, when signed in.
  public var session: StoredSession? {
    guard case .signedIn(let session) = self else { return nil }
    return session
  }

  /// Whether someone is signed in.
  public var isSignedIn: Bool { session != nil }

  /// The signed-in profile.
  public var user: User? { session?.user }
}

/// Something that happened to the session, for the app to act on once.
public enum SessionEvent: Hashable, Sendable {
  /// The server refused to renew the session (or no longer knows it): show the login screen.
  case reauthorizationRequired
}
