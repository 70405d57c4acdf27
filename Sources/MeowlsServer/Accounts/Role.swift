import MeowlsAPI

/// What an account may do. The public API only ever creates customers; staff accounts come from
/// `meowls user add` and use the POS routes (`decisions.md` §POS).
public enum Role: String, CaseIterable, Sendable {
  case admin
  case cashier
  case courier
  case customer
  case manager

  /// Every staff role: the roles a POS route accepts unless it narrows them.
  public static let staff: Set<Role> = [.admin, .cashier, .courier, .manager]

  /// True for every role but `customer`.
  public var isStaff: Bool { self != .customer }

  /// The account role of a staff role a route names (`RouteAccess.staff`).
  public init(_ staff: StaffRole) {
    switch staff {
    case .admin: self = .admin
    case .cashier: self = .cashier
    case .courier: self = .courier
    case .manager: self = .manager
    }
  }
}
