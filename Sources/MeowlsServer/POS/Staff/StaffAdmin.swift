import Foundation
import MeowlsAPI

/// Shops, registers, staff assignments and PINs as an operator manages them (`meowls shop …`, `meowls staff …`).
public struct StaffAdmin: Sendable {
  let accounts: AccountService
  let clock: Clock
  let database: any Database
  let pins: StaffPINs
  let random: RandomSource

  /// Needs `Crypto.start()` to have run.
  public init(database: any Database, environment: AppEnvironment) throws {
    accounts = try AccountService(database: database, environment: environment)
    clock = environment.clock
    self.database = database
    pins = StaffPINs(database: database, clock: environment.clock, hasher: environment.passwordHasher)
    random = environment.random
  }

  /// One shop for `meowls shop list`.
  public struct ShopListing: Equatable, Sendable {
    public var code: String
    public var registers: [Register]
    public var shop: Shop
    public var staff: Int
  }

  /// Every shop with its registers and how many staff work there.
  public func shops() throws -> [ShopListing] {
    try database.withConnection { connection in
      let registers = Dictionary(grouping: try StaffStore.registers(of: nil, in: connection), by: \.shopID)
      let staff = Dictionary(grouping: try StaffStore.members(of: nil, in: connection)) { $0.shop?.id }
      return try StaffStore.shops(in: connection).map { code, shop in
        ShopListing(code: code, registers: registers[shop.id] ?? [], shop: shop, staff: staff[shop.id]?.count ?? 0)
      }
    }
  }

  /// Adds a register to every shop that has none (the demo shop's one register per shop).
  public func addMissingRegisters() throws {
    try database.transaction { connection in
      let equipped = Set(try StaffStore.registers(of: nil, in: connection).map(\.shopID))
      for (code, shop) in try StaffStore.shops(in: connection) where !equipped.contains(shop.id) {
        _ = try StaffStore.addRegister(
          id: Register.ID(DemoIdentifier.uuid("register", code)), to: shop.id, name: nil, in: connection)
      }
    }
  }

  /// Creates a staff account, assigned to `shop` (an id or code) and with `pin` when given (`add`; audited when an
  /// actor is named, as the commands name the console).
  public func addStaff(
    role: Role, phone: String, password: String, name: String? = nil, shop: String? = nil, pin: String? = nil,
    by actor: AdminActor? = nil
  ) throws -> User.ID {
    if let pin, !StaffPINs.isWellFormed(pin) { throw StaffAdminError.invalidPIN }
    guard let staffRole = StaffRole(rawValue: role.rawValue) else { throw StaffAccountError.notAStaffRole(role) }
    let shopID = try shop.map { key in try database.withConnection { try Self.shop(key, $0).id } }
    try database.withConnection { connection in
      if let existing = try StaffLifecycle.staffID(phone: phone, in: connection),
        try StaffLifecycle.isDisabled(existing, in: connection)
      {
        throw StaffAdminError.disabledStaff(PhoneNumber.normalised(phone))
      }
    }
    let draft = StaffDraft(name: name, password: password, phone: phone, pin: pin, role: staffRole, shopID: shopID)
    return try add(draft, by: actor).id
  }

  /// Assigns the staff member with this phone to the shop with this id or code.
  public func assign(phone: String, toShop key: String, by actor: AdminActor? = nil) throws {
    let (member, shop) = try database.withConnection { (try Self.staff(phone, $0), try Self.shop(key, $0)) }
    _ = try change(member.id, StaffChangeRequest(shopID: shop.id), by: actor)
  }

  /// Sets the PIN of the staff member with this phone (clearing a lock).
  public func setPIN(phone: String, _ pin: String, by actor: AdminActor? = nil) throws {
    guard StaffPINs.isWellFormed(pin) else { throw StaffAdminError.invalidPIN }
    let member = try database.withConnection { try Self.staff(phone, $0) }
    _ = try change(member.id, StaffChangeRequest(pin: pin), by: actor)
  }

  /// Disables the staff member with this phone: every session ends and their PIN and password stop at once.
  public func disable(phone: String, by actor: AdminActor? = nil) throws {
    _ = try setDisabled(try anyStaff(phone), true, by: actor)
  }

  /// Enables a disabled staff member again.
  public func enable(phone: String, by actor: AdminActor? = nil) throws {
    _ = try setDisabled(try anyStaff(phone), false, by: actor)
  }

  /// Gives the staff member with this phone another staff role.
  public func setRole(phone: String, _ role: Role, by actor: AdminActor? = nil) throws {
    guard let staffRole = StaffRole(rawValue: role.rawValue) else { throw StaffAccountError.notAStaffRole(role) }
    _ = try change(try anyStaff(phone), StaffChangeRequest(role: staffRole), by: actor)
  }

  /// Sets a new password (the one password rule) and ends every session of the member.
  public func setPassword(phone: String, _ password: String, by actor: AdminActor? = nil) throws {
    _ = try change(try anyStaff(phone), StaffChangeRequest(password: password), by: actor)
  }

  var lifecycle: StaffLifecycle {
    StaffLifecycle(clock: clock, database: database, hasher: pins.hasher, pins: pins)
  }

  /// The staff account with this phone, disabled or not.
  private func anyStaff(_ phone: String) throws -> User.ID {
    guard let id = try database.withConnection({ try StaffLifecycle.staffID(phone: phone, in: $0) }) else {
      throw StaffAdminError.unknownStaff(phone)
    }
    return id
  }

  /// The staff of the shop with this id or code (every staff member when nil).
  public func staff(ofShop key: String? = nil) throws -> [StaffMember] {
    try database.withConnection { connection in
      try StaffStore.members(of: try key.map { try Self.shop($0, connection).id }, in: connection)
    }
  }

  private static func shop(_ key: String, _ connection: any DatabaseConnection) throws -> Shop {
    guard let shop = try StaffStore.shop(key, in: connection) else { throw StaffAdminError.unknownShop(key) }
    return shop
  }

  private static func staff(_ phone: String, _ connection: any DatabaseConnection) throws -> StaffMember {
    let normalised = PhoneNumber.normalised(phone)
    guard
      let row = try connection.first(
        "SELECT id FROM users WHERE phone = $1 AND deleted_at IS NULL AND role <> 'customer'", [normalised.sqlValue]),
      let id = User.ID(storedText: try row.string(0)), let member = try StaffStore.member(id, in: connection)
    else { throw StaffAdminError.unknownStaff(phone) }
    return member
  }
}

/// Why a `meowls shop …` or `meowls staff …` command was refused.
public enum StaffAdminError: Error, Equatable, CustomStringConvertible {
  /// A phone of a disabled staff member, given to a new account.
  case disabledStaff(String)
  /// A PIN that is not 4–6 digits.
  case invalidPIN
  /// No shop has this id or code.
  case unknownShop(String)
  /// No staff account has this phone.
  case unknownStaff(String)

  public var description: String {
    switch self {
    case .disabledStaff(let phone):
      "the phone '\(phone)' belongs to a disabled staff member: enable them with meowls staff enable --phone \(phone)"
    case .invalidPIN: "a PIN is 4 to 6 digits"
    case .unknownShop(let key): "no shop has the id or code '\(key)' (see meowls shop list)"
    case .unknownStaff(let phone): "no staff account has the phone '\(phone)'"
    }
  }
}
