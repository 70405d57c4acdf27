extension APIRoute {
  /// `/api/v1/users/...`: registration, sessions and the profile.
  public enum Accounts: Equatable, Sendable {
    /// `GET /users/address` (token) → `Address`.
    case address
    /// `POST /users/create` → `User` with `authentication`.
    case create(CreateUserRequest)
    /// `GET /users` (token) → `User` with `favorite_items`.
    case current
    /// `POST /users/delete` (token) → `{}`: soft-deletes the account and ends all its sessions.
    case delete
    /// `POST /users/edit` (token) → `User`.
    case edit(EditUserRequest)
    /// `POST /users/login` (HTTP Basic `phone:password`, no body) → `User` with `authentication`.
    case login
    /// `POST /users/logout` (token) → `{}`: ends this session.
    case logout
    /// `POST /users/refresh_token` (token, expired accepted within 30 days) → `User` with `authentication`.
    case refreshToken
  }
}

extension APIRoute.Accounts {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .address, .current, .delete, .edit, .logout: .customer
    case .create: .public
    case .login: .password
    case .refreshToken: .customerRefreshing
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .address: .api(.GET, ["users", "address"])
    case .create(let body): .api(post: ["users", "create"], body: body)
    case .current: .api(.GET, ["users"])
    case .delete: .api(.POST, ["users", "delete"])
    case .edit(let body): .api(post: ["users", "edit"], body: body)
    case .login: .api(.POST, ["users", "login"])
    case .logout: .api(.POST, ["users", "logout"])
    case .refreshToken: .api(.POST, ["users", "refresh_token"])
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["users"]: [.GET: { _ in .current }]
    case ["users", "address"]: [.GET: { _ in .address }]
    case ["users", "create"]: [.POST: { input in .create(try input.body()) }]
    case ["users", "delete"]: [.POST: { _ in .delete }]
    case ["users", "edit"]: [.POST: { input in .edit(try input.body()) }]
    case ["users", "login"]: [.POST: { _ in .login }]
    case ["users", "logout"]: [.POST: { _ in .logout }]
    case ["users", "refresh_token"]: [.POST: { _ in .refreshToken }]
    default: [:]
    }
  }
}
