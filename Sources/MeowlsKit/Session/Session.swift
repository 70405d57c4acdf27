import Foundation
import MeowlsAPI

/// The customer's or staff member's session: login, registration with auto-login, logout, account deletion,
/// restore at launch, and the merge of guest favourites and cart into the account.
public actor Session {
  /// What the session needs.
  public struct Dependencies: Sendable {
    /// The API client; its credential store is the session's.
    public var api: APIClient
    /// The guest data to merge after login, and to reset after logout.
    public var linkedData: AccountLinkedData
    /// The clock: whether a stored session can still be refreshed.
    public var now: @Sendable () -> Date

    /// Dependencies.
    public init(api: APIClient, linkedData: AccountLinkedData, now: @escaping @Sendable () -> Date) {
      self.api = api
      self.linkedData = linkedData
      self.now = now
    }
  }

  /// What a login or registration gives: the profile and how the guest data merge went.
  public struct SignInResult: Hashable, Sendable {
    /// Favourites and cart merge.
    public var merge: GuestMergeOutcome
    /// The signed-in profile.
    public var user: User
  }

  private let dependencies: Dependencies
  private let kind: SessionKind

  /// A session of `kind` (the credential store of `dependencies.api` must be of the same kind).
  public init(kind: SessionKind, dependencies: Dependencies) {
    self.kind = kind
    self.dependencies = dependencies
  }

  private var credentials: CredentialStore { dependencies.api.credentials }

  /// The session state, readable at once and observable.
  public nonisolated var state: StateStream<SessionState> { dependencies.api.credentials.state }

  /// `reauthorizationRequired` when the server ended the session.
  public nonisolated var events: EventStream<SessionEvent> { dependencies.api.credentials.events }

  /// At launch: drops a session past its refresh window (asking for a new login), otherwise reloads the profile.
  ///
  /// Offline, a timeout or a server error keep the stored session as it is (`app.md` §18.3): the app starts
  /// signed in and the next request renews the token when the network is back. Guest data a failed merge left
  /// behind is merged again.
  @discardableResult
  public func restore() async -> GuestMergeOutcome? {
    guard let session = await credentials.session else {
      await dependencies.linkedData.signedOut()
      return nil
    }
    guard dependencies.now() < session.refreshableUntil else {
      await credentials.end(reauthorize: true)
      await dependencies.linkedData.signedOut()
      return nil
    }
    await dependencies.linkedData.signedIn(session.user)
    do {
      let user = try await dependencies.api.send(.userProfile)
      try await credentials.update(user: user)
      await dependencies.linkedData.signedIn(user)
    } catch {
      // NB: the stored profile stays; only a refused refresh (handled by the client) ends the session.
    }
    guard kind == .customer else { return nil }
    return await mergeGuestData()
  }

  /// Logs in with HTTP Basic; the phone is normalised when it is a valid Russian number. Then merges the guest
  /// favourites and cart.
  public func logIn(phone: String, password: String) async throws(APIError) -> SignInResult {
    let normalised = (try? Validator.phone(phone)) ?? phone
    let user = try await dependencies.api.send(.logIn(phone: normalised, password: password))
    return try await begin(with: user)
  }

  /// Registers, signs in with the answer's token at once (auto-login), and merges the guest data.
  public func register(_ request: CreateUserRequest) async throws(APIError) -> SignInResult {
    let user = try await dependencies.api.send(.createUser(request))
    return try await begin(with: user)
  }

  /// Ends this session on the server, then locally. Offline, the session is kept and the error thrown, so the
  /// user can try again; a token the server no longer accepts counts as logged out.
  public func logOut() async throws(APIError) {
    do {
      _ = try await dependencies.api.send(.logOut)
    } catch .reauthorizationRequired, .notSignedIn {
      // Already over on the server.
    }
    await endLocally()
  }

  /// Deletes the account (every session of it ends), then ends the session locally.
  public func deleteAccount() async throws(APIError) {
    _ = try await dependencies.api.send(.deleteUser)
    await endLocally()
  }

  /// Reloads the profile and stores it.
  public func reloadProfile() async throws(APIError) -> User {
    let user = try await dependencies.api.send(.userProfile)
    do {
      try await credentials.update(user: user)
    } catch {
      // NB: the profile is still current in memory; the next successful save stores it.
    }
    await dependencies.linkedData.signedIn(user)
    return user
  }

  /// Changes the profile (`POST /users/edit`: the server changes only the fields sent) and stores the answer.
  ///
  /// The answer has no `favorite_items`, so the stored ones are kept (and the favourites are not touched).
  public func editProfile(_ request: EditUserRequest) async throws(APIError) -> User {
    var user = try await dependencies.api.send(.editUser(request))
    if user.favoriteItems == nil { user.favoriteItems = await credentials.session?.user.favoriteItems }
    do {
      try await credentials.update(user: user)
    } catch {
      // NB: as in `reloadProfile`: the answer is current in memory; the next successful save stores it.
    }
    return user
  }

  /// Merges the guest favourites and cart into the account; what failed stays on the device for the next attempt.
  public func mergeGuestData() async -> GuestMergeOutcome {
    guard kind == .customer else { return GuestMergeOutcome(cart: .nothingToMerge, favorites: .nothingToMerge) }
    let favorites = await dependencies.linkedData.mergeFavorites()
    let cart = await dependencies.linkedData.mergeCart()
    return GuestMergeOutcome(cart: cart, favorites: favorites)
  }

  /// Starts the session a login or registration answered with, then merges.
  private func begin(with user: User) async throws(APIError) -> SignInResult {
    guard let session = StoredSession(user: user, kind: kind) else {
      throw .undecodable(status: 200, description: "The answer has no authentication.")
    }
    do {
      try await credentials.begin(session)
    } catch {
      throw .storage("\(error)")
    }
    await dependencies.linkedData.signedIn(session.user)
    return SignInResult(merge: await mergeGuestData(), user: session.user)
  }

  /// After the server ended the session (`SessionEvent.reauthorizationRequired`; the credentials are gone already):
  /// the device forgets the account's cart and favourites, so badges and lists show the guest's again.
  public func forgetAccountData() async {
    await dependencies.linkedData.signedOut()
  }

  private func endLocally() async {
    await credentials.end(reauthorize: false)
    await dependencies.linkedData.signedOut()
  }
}
