import Foundation

/// The demo shop's POS staff: one register in every shop, and a manager, a cashier and a courier assigned to the
/// first shop («MEOWLS на Красном проспекте», Novosibirsk) with known passwords and PINs (`Docs/pos.md`), and the
/// shop's owner, an admin of no one shop, who signs in to the back office at `/admin/` (`Docs/admin-web.md`).
public enum DemoStaff {
  /// The password of every demo staff account.
  public static let password = "Meowls2024"

  /// (role, phone, name, PIN) of the demo staff.
  public static let members: [(role: Role, phone: String, name: String, pin: String)] = [
    (.manager, "79990000001", "Марина", "1111"),
    (.cashier, "79990000002", "Кирилл", "2222"),
    (.courier, "79990000003", "Денис", "3333"),
  ]

  /// (phone, name) of the demo owner: role admin, the same password, no shop and no PIN (admins do not sell).
  public static let owner = (phone: "79990000000", name: "Ольга")

  /// Adds the registers and staff the database does not have yet (after the demo catalogue, whose shops they use).
  public static func seed(database: any Database, environment: AppEnvironment) throws {
    let admin = try StaffAdmin(database: database, environment: environment)
    try admin.addMissingRegisters()
    guard let shop = try admin.shops().first?.code else { return }
    for member in members {
      do {
        _ = try admin.addStaff(
          role: member.role, phone: member.phone, password: password, name: member.name, shop: shop, pin: member.pin)
      } catch AccountsError.phoneAlreadyUsed {
        // Seeded before, or the shop gave the phone to someone else: keep what is there.
      }
    }
    do {
      _ = try admin.addStaff(role: .admin, phone: owner.phone, password: password, name: owner.name)
    } catch AccountsError.phoneAlreadyUsed {
      // As above.
    }
  }
}
