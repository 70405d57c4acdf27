import MeowlsAPI

/// `/api/v1/users/...`: each route reads as authenticate → call the domain → encode (`api.md` §3.5).
struct AccountsHandler: Sendable {
  let accounts: AccountService
  let authenticator: Authenticator
  /// The ids of a user's favourite products, newest first, for `favorite_items`.
  let favoriteProductIDs: @Sendable (User.ID) throws -> [Product.ID]

  func respond(to route: APIRoute.Accounts, request: HTTPRequest) throws -> HTTPResponse {
    switch route {
    case .address:
      return try .json(try accounts.address(of: try authenticator.authenticate(request)))
    case .create(let body):
      let (user, authentication) = try accounts.register(body)
      return try .json(user.publicDTO(authentication: authentication))
    case .current:
      let user = try accounts.profile(of: try authenticator.authenticate(request))
      return try .json(user.publicDTO(favoriteItems: try favoriteProductIDs(user.id)))
    case .delete:
      try accounts.delete(try authenticator.authenticate(request))
      return .emptyObject
    case .edit(let body):
      return try .json(try accounts.edit(try authenticator.authenticate(request), with: body).publicDTO())
    case .login:
      let credentials = BasicCredentials(header: request.headers["Authorization"])
      return try signedIn(try accounts.login(credentials, clientAddress: request.clientAddress))
    case .logout:
      try accounts.logout(try authenticator.authenticate(request))
      return .emptyObject
    case .refreshToken:
      return try signedIn(try accounts.refresh(try authenticator.authenticate(request, accepting: .refreshable)))
    }
  }

  /// Login and refresh answer with the new token and the favourites.
  private func signedIn(_ session: (user: UserRecord, authentication: UserAuthentication)) throws -> HTTPResponse {
    try .json(
      session.user.publicDTO(
        authentication: session.authentication, favoriteItems: try favoriteProductIDs(session.user.id)))
  }
}
