import Foundation
import MeowlsAPI

/// A shop's counter registers: list, add (the next number, never one a retired register had) and retire, audited
/// as `register.add` and `register.retire` (subject type `register`). Registers are the POS's, not the Store's, so
/// they leave the catalogue revision alone.
extension ShopAdmin {
  /// `GET /admin/shops/{id}/registers`.
  public func registers(of shop: Shop.ID?) throws -> [AdminRegister] {
    try database.withConnection { connection in
      try ShopAdminStore.registers(of: try Self.existing(shop, connection).id, in: connection)
    }
  }

  /// `POST /admin/shops/{id}/registers`: named `Касса <n>` unless a name is given.
  public func addRegister(to shop: Shop.ID?, _ draft: RegisterDraft, by actor: AdminActor?) throws -> AdminRegister {
    let name = try PlacesRules.registerName(draft.name)
    return try database.transaction { connection in
      let owner = try Self.existing(shop, connection)
      guard owner.kind == .shop else { throw PlacesError.shopNotFound(owner.id.uuidString) }
      let added = try StaffStore.addRegister(id: Register.ID(random.uuid()), to: owner.id, name: name, in: connection)
      let register = try Self.register(added.id, of: owner.id, connection)
      try record("register.add", register, before: nil, by: actor, connection)
      return register
    }
  }

  /// `POST /admin/shops/{id}/registers/{register_id}/retire`: refused while a shift is open on it; a retired
  /// register changes nothing (no audit row).
  public func retire(_ id: Register.ID?, of shop: Shop.ID?, by actor: AdminActor?) throws -> AdminRegister {
    try database.transaction { connection in
      let owner = try Self.existing(shop, connection).id
      guard let id else { throw PlacesError.registerNotFound("") }
      let before = try Self.register(id, of: owner, connection)
      guard !before.retired else { return before }
      if try ShopAdminStore.hasOpenShift(shop: owner, register: id, in: connection) {
        throw PlacesError.registerHasOpenShift(id.rawValue)
      }
      try ShopAdminStore.retire(id, at: now, in: connection)
      let after = try Self.register(id, of: owner, connection)
      try record("register.retire", after, before: before, by: actor, connection)
      return after
    }
  }

  private func record(
    _ action: String, _ register: AdminRegister, before: AdminRegister?, by actor: AdminActor?,
    _ connection: any DatabaseConnection
  ) throws {
    guard let actor else { return }
    let change = AuditLog.Change(
      action: action, after: register, before: before, subjectID: register.id.uuidString, subjectType: "register")
    try AuditLog.record(change, by: actor, at: now, in: connection)
  }

  private static func register(
    _ id: Register.ID, of shop: Shop.ID, _ connection: any DatabaseConnection
  ) throws -> AdminRegister {
    guard let register = try ShopAdminStore.registers(of: shop, in: connection).first(where: { $0.id == id }) else {
      throw PlacesError.registerNotFound(id.uuidString)
    }
    return register
  }
}
