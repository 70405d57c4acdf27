import MeowlsAPI

/// What a route that admits others by a manager's PIN asks a manager to approve, as `managerApprovalRequired`
/// names it.
enum POSApprovalSubject {
  static func of(_ route: APIRoute) -> String {
    switch route {
    case .pos(.couriers(.assign)): "assigning a courier"
    case .pos(.stock(.correct)): "a stock count correction"
    case .pos(.stock(.receive)): "receiving goods into stock"
    default: "this action"
    }
  }
}
