import MeowlsAPI

/// `/api/v1/users/...`: each route reads as take the caller → call the domain → encode (`api.md` §3.5).
struct AccountsHandler: Sendable {
  let accounts: AccountService
  /// The ids of a user's favourite products, newest first, for `favorite_items`.
  let favoriteProductIDs: @Sendable (User.ID) throws -> [Product.ID]

  static func live(_ dependencies: HandlerDependencies) -> Self {
    let favorites = dependencies.favorites
    return Self(accounts: dependencies.accounts, favoriteProductIDs: { try favorites.productIDs(of: $0) })
  }

  func respond(to route: APIRoute.Accounts, context: RouteContext) throws -> HTTPResponse {
    let caller = context.caller
    switch route {
    case .address:
      return try .json(try accounts.address(of: try caller.user()))
    case .create(let body):
      let (user, authentication) = try accounts.register(body)
      return try .json(user.publicDTO(authentication: authentication))
    case .current:
      let user = try accounts.profile(of: try caller.user())
      return try .json(user.publicDTO(favoriteItems: try favoriteProductIDs(user.id)))
    case .delete:
      try accounts.delete(try caller.user())
      return .emptyObject
    case .edit(let body):
      return try .json(try accounts.edit(try caller.user(), with: body).publicDTO())
    case .login:
      let attempt = caller.login
      return try signedIn(try accounts.login(attempt.credentials, clientAddress: attempt.clientAddress))
    case .logout:
      try accounts.logout(try caller.user())
      return .emptyObject
    case .refreshToken:
      return try signedIn(try accounts.refresh(try caller.user()))
    }
  }

  /// Login and refresh answer with the new token and the favourites.
  private func signedIn(_ session: (user: UserRecord, authentication: UserAuthentication)) throws -> HTTPResponse {
    try .json(
      session.user.publicDTO(
        authentication: session.authentication, favoriteItems: try favoriteProductIDs(session.user.id)))
  }
}
