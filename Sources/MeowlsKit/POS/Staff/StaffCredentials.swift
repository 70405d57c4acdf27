import MeowlsAPI

/// The staff member's session on the register, kept in the kit's one `CredentialStore` (of kind `.staff`) so every
/// POS request carries the member's token: a password login starts it, a take-over by PIN replaces it with the
/// token of the member taking over, a logout ends it.
public struct StaffCredentials: Sendable {
  /// The client; its credential store holds the staff session.
  public let api: APIClient

  /// Staff credentials over `api`.
  public init(api: APIClient) {
    self.api = api
  }

  /// `POST /pos/login` (the phone normalised when it is a valid Russian number), then stores the session.
  public func logIn(phone: String, password: String) async throws(APIError) -> StaffMember {
    let normalised = (try? Validator.phone(phone)) ?? phone
    let answer = try await api.send(.staffLogIn(phone: normalised, password: password))
    try await begin(answer.authentication, for: answer.staff)
    return answer.staff
  }

  /// Unlocks `register` with a PIN; a take-over (`staffID` of another member) switches the session to the token
  /// the answer carries, so the next sale is that member's.
  public func unlock(_ register: Register.ID, _ request: RegisterUnlockRequest) async throws(APIError)
    -> RegisterUnlock
  {
    let answer = try await api.send(.unlockRegister(register, request))
    if let authentication = answer.authentication {
      try await begin(authentication, for: answer.staff)
    }
    return answer
  }

  /// Ends the session on the server (every register the member unlocked locks), then on the device; a token the
  /// server no longer knows counts as logged out.
  public func logOut() async throws(APIError) {
    do {
      _ = try await api.send(.staffLogOut)
    } catch .reauthorizationRequired, .notSignedIn {
      // Already over on the server.
    }
    await api.credentials.end(reauthorize: false)
  }

  private func begin(_ authentication: UserAuthentication, for staff: StaffMember) async throws(APIError) {
    let user = User(authentication: authentication, id: staff.id, name: staff.name, phone: staff.phone)
    guard let session = StoredSession(user: user, kind: .staff) else { return }
    do {
      try await api.credentials.begin(session)
    } catch {
      throw .storage("\(error)")
    }
  }
}
