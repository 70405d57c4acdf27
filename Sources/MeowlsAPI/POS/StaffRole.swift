/// What a staff member may do at the POS (`decisions.md` §POS): the staff roles of an account.
public enum StaffRole: String, Codable, CaseIterable, Hashable, Sendable {
  /// Everything, in every shop.
  case admin
  /// Sells at the counter: shifts, sales, pick-up hand-over.
  case cashier
  /// Delivers courier orders.
  case courier
  /// Runs a shop: what a cashier does, plus approvals (manager PIN), returns, stock and reports.
  case manager
}
