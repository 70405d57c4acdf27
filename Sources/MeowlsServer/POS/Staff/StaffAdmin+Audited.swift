import Foundation
import MeowlsAPI

/// The staff changes of the back office (`/api/v1/admin/staff...`) and of `meowls staff …`, each with its audit row
/// in its own transaction: `staff.create`, `staff.change`, `staff.disable`, `staff.enable`, subject type `staff`.
/// Without an actor (the demo seeder, the tests' fixtures) no row is written.
///
/// NB: passwords and PINs are never answered nor written to the audit log: a row names the fields a change set
/// (`changed`), and the member as `StaffMember` shows them (`has_pin`).
extension StaffAdmin {
  /// What a `staff.change` row's `after` holds: the fields the change set and the member after it.
  struct ChangeRecord: Encodable {
    var changed: [String]
    var member: StaffMember
  }

  /// The server's: its accounts and PINs (so their hasher), its clock and randomness.
  init(dependencies: HandlerDependencies) {
    accounts = dependencies.accounts
    clock = dependencies.environment.clock
    database = dependencies.database
    pins = dependencies.pins
    random = dependencies.environment.random
  }

  /// Every staff member, the disabled ones marked (the members of `shop` still at work when given).
  public func members(ofShop shop: Shop.ID?) throws -> [StaffMember] {
    try database.withConnection { connection in
      guard let shop else { return try StaffStore.members(of: nil, includingDisabled: true, in: connection) }
      return try StaffStore.members(of: shop, in: connection)
    }
  }

  /// `POST /admin/staff`: the account, its shop and its PIN, in one transaction with the audit row.
  ///
  /// - Throws: `StaffError.invalidPIN`, `ReportError.shopNotFound`, the accounts' phone and password errors.
  public func add(_ draft: StaffDraft, by actor: AdminActor?) throws -> StaffMember {
    if let pin = draft.pin, !StaffPINs.isWellFormed(pin) { throw StaffError.invalidPIN }
    if let shop = draft.shopID {
      guard try database.withConnection({ try StaffStore.shop(shop.uuidString, in: $0) }) != nil else {
        throw ReportError.shopNotFound
      }
    }
    let now = EpochSeconds.from(clock.now())
    let role = Role(rawValue: draft.role.rawValue) ?? .cashier
    let id = try accounts.addStaff(role: role, phone: draft.phone, password: draft.password, name: draft.name) {
      id, connection in
      if let shop = draft.shopID { try StaffStore.assign(id, to: shop, at: now, in: connection) }
      if let pin = draft.pin { try pins.set(pin, for: id, in: connection) }
      guard let actor else { return }
      let change = AuditLog.Change(
        action: "staff.create", after: try Self.listed(id, connection), before: nil, subjectID: id.uuidString,
        subjectType: "staff")
      try AuditLog.record(change, by: actor, at: now, in: connection)
    }
    return try database.withConnection { try Self.listed(id, $0) }
  }

  /// `POST /admin/staff/{id}`: role, shop, password and PIN (`StaffLifecycle.apply`) with the audit row.
  public func change(_ id: User.ID?, _ change: StaffChangeRequest, by actor: AdminActor?) throws -> StaffMember {
    let (member, before) = try existing(id)
    try lifecycle.apply(change, to: member) { connection in
      let after = ChangeRecord(changed: Self.fields(of: change), member: try Self.listed(member, connection))
      try record("staff.change", member, before: before, after: after, by: actor, connection)
    }
    return try database.withConnection { try Self.listed(member, $0) }
  }

  /// `POST /admin/staff/{id}/disable` and `/enable`; a member already so changes nothing (no audit row).
  public func setDisabled(_ id: User.ID?, _ disabled: Bool, by actor: AdminActor?) throws -> StaffMember {
    let (member, before) = try existing(id)
    guard (before.disabled ?? false) != disabled else { return before }
    let audit = { (connection: any DatabaseConnection) in
      let after = try Self.listed(member, connection)
      try record(
        disabled ? "staff.disable" : "staff.enable", member, before: before, after: after, by: actor, connection)
    }
    if disabled {
      try lifecycle.disable(member, by: actor?.staffID, then: audit)
    } else {
      try lifecycle.enable(member, then: audit)
    }
    return try database.withConnection { try Self.listed(member, $0) }
  }

  /// The staff account with this id (disabled or not) and how it is listed; 404 `staffNotFound` otherwise.
  private func existing(_ id: User.ID?) throws -> (User.ID, StaffMember) {
    try database.withConnection { connection in
      guard let id, let found = try StaffLifecycle.staffID(id, in: connection) else { throw StaffError.staffNotFound }
      return (found, try Self.listed(found, connection))
    }
  }

  private func record(
    _ action: String, _ member: User.ID, before: StaffMember, after: some Encodable, by actor: AdminActor?,
    _ connection: any DatabaseConnection
  ) throws {
    guard let actor else { return }
    let change = AuditLog.Change(
      action: action, after: after, before: before, subjectID: member.uuidString, subjectType: "staff")
    try AuditLog.record(change, by: actor, at: EpochSeconds.from(clock.now()), in: connection)
  }

  private static func listed(_ member: User.ID, _ connection: any DatabaseConnection) throws -> StaffMember {
    guard let found = try StaffStore.member(member, includingDisabled: true, in: connection) else {
      throw StaffError.staffNotFound
    }
    return found
  }

  /// The fields a change sets, as the body spells them (never their values).
  private static func fields(of change: StaffChangeRequest) -> [String] {
    [
      change.password.map { _ in "password" }, change.pin.map { _ in "pin" }, change.role.map { _ in "role" },
      change.shopID.map { _ in "shop_id" },
    ].compactMap { $0 }
  }
}
