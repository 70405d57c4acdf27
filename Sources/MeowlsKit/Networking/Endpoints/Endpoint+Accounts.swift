import MeowlsAPI

extension Endpoint where Response == User {
  /// `POST /users/create`: registers and starts a session (the answer carries `authentication`).
  public static func createUser(_ request: CreateUserRequest) -> Self { Self(.accounts(.create(request))) }
  /// `GET /users`: the profile with `favorite_items`.
  public static var userProfile: Self { Self(.accounts(.current)) }
  /// `POST /users/edit`: changes the profile.
  public static func editUser(_ request: EditUserRequest) -> Self { Self(.accounts(.edit(request))) }
  /// `POST /users/login` with HTTP Basic: a new session.
  public static func logIn(phone: String, password: String) -> Self {
    Self(authorization: .basic(phone: phone, password: password), route: .accounts(.login))
  }
  /// `POST /users/refresh_token`: a new token for the current (possibly expired) one.
  public static var refreshToken: Self { Self(.accounts(.refreshToken)) }
}

extension Endpoint where Response == Address {
  /// `GET /users/address`: the saved address.
  public static var userAddress: Self { Self(.accounts(.address)) }
}

extension Endpoint where Response == EmptyResponse {
  /// `POST /users/delete`: deletes the account and ends all its sessions.
  public static var deleteUser: Self { Self(.accounts(.delete)) }
  /// `POST /users/logout`: ends this session.
  public static var logOut: Self { Self(.accounts(.logout)) }
}
