extension APIRoute.Admin {
  /// `/api/v1/admin/staff...`: what `meowls staff` does, for admins; a manager reads their own shop's staff.
  public enum Staff: Equatable, Sendable {
    /// `POST /admin/staff` `StaffDraft` → `StaffMember`.
    case add(StaffDraft)
    /// `POST /admin/staff/{id}` `StaffChangeRequest` → `StaffMember`: role, shop, password, PIN (absent ones stay).
    case change(PathParameter<User.ID>, StaffChangeRequest)
    /// `POST /admin/staff/{id}/disable` → `StaffMember`: every token and the PIN of the member stop at once.
    case disable(PathParameter<User.ID>)
    /// `POST /admin/staff/{id}/enable` → `StaffMember`.
    case enable(PathParameter<User.ID>)
    /// `GET /admin/staff` → `[StaffMember]`: every staff member for an admin (disabled ones marked), a manager's
    /// own shop's for a manager.
    case list
  }
}

extension APIRoute.Admin.Staff {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .add, .change, .disable, .enable: .staff([.admin])
    case .list: .staff([.admin, .manager])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .add(let body): .admin(post: ["staff"], body: body)
    case .change(let id, let body): .admin(post: ["staff", id.pathComponent], body: body)
    case .disable(let id): .admin(.POST, ["staff", id.pathComponent, "disable"])
    case .enable(let id): .admin(.POST, ["staff", id.pathComponent, "enable"])
    case .list: .admin(.GET, ["staff"])
    }
  }

  /// The routes of a path below `/api/v1/admin`.
  static func table(for path: [String]) -> RouteTable<Self> {
    guard path.first == "staff" else { return [:] }
    switch path.count {
    case 1: return [.GET: { _ in .list }, .POST: { input in .add(try input.body()) }]
    case 2: return [.POST: { input in .change(PathParameter(pathComponent: path[1]), try input.body()) }]
    case 3 where path[2] == "disable": return [.POST: { _ in .disable(PathParameter(pathComponent: path[1])) }]
    case 3 where path[2] == "enable": return [.POST: { _ in .enable(PathParameter(pathComponent: path[1])) }]
    default: return [:]
    }
  }
}
