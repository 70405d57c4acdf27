import MeowlsAPI

/// A staff member calling a POS route, as the route's `RouteAccess` resolved them: who they are and the manager
/// approval the route declared.
struct StaffCaller: Sendable {
  var context: StaffContext
  /// `.admitsOthersByPIN`: the PIN approval that let in a caller outside the route's roles; nil for one inside.
  var approval: ManagerApproval?
  /// `.whenNeeded`: asks for a manager's approval once the route knows it needs one; nil on other routes.
  var approver: ManagerApprover?

  init(context: StaffContext, approval: ManagerApproval? = nil, approver: ManagerApprover? = nil) {
    self.context = context
    self.approval = approval
    self.approver = approver
  }

  /// A manager's approval at `register`. NB: on a route that did not declare `.whenNeeded` there is no approver,
  /// and the answer is `managerApprovalRequired`: a wrong declaration fails closed.
  func approval(at register: Register, for subject: String) throws -> ManagerApproval {
    guard let approver else { throw StaffError.managerApprovalRequired(subject) }
    return try approver.approval(at: register, for: subject)
  }
}

/// Asks for a manager's approval of what a staff member does at a register: theirs when they are a manager,
/// otherwise the PIN their request carried, checked against that register's shop (`StaffAccess.approval`).
struct ManagerApprover: Sendable {
  let approve: @Sendable (Register, String) throws -> ManagerApproval

  /// The approval of `subject` ("a return"); throws `StaffError.managerApprovalRequired` naming it without a PIN, or
  /// the PIN's errors.
  func approval(at register: Register, for subject: String) throws -> ManagerApproval {
    try approve(register, subject)
  }
}
