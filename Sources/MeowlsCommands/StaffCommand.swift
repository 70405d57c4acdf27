import Foundation
import MeowlsServer

/// `meowls shop list | register add` and `meowls staff add | assign | pin | list`: shops' registers, staff
/// assignments and PINs (migrating the database first).
struct StaffCommand {
  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = command["db"] ?? "./meowls.sqlite"
    try withAdmin(path, command: command.name) { admin in
      switch command.name {
      case Commands.shopList.name:
        console.out(StaffTable.shops(try admin.shops()))
      case Commands.shopRegisterAdd.name:
        let register = try admin.addRegister(toShop: try Self.required("shop", in: command), name: command["name"])
        console.out("added register \(register.number) «\(register.name)» \(register.id)")
      case Commands.staffAdd.name:
        let arguments = try UserAddCommand.arguments(from: command)
        let id = try admin.addStaff(
          role: arguments.role, phone: arguments.phone, password: arguments.password, name: arguments.name,
          shop: command["shop"], pin: command["pin"])
        console.out("created \(arguments.role.rawValue) \(id) (phone \(arguments.phone))")
      case Commands.staffAssign.name:
        let phone = try Self.required("phone", in: command)
        let shop = try Self.required("shop", in: command)
        try admin.assign(phone: phone, toShop: shop)
        console.out("assigned \(phone) to \(shop)")
      case Commands.staffPIN.name:
        let phone = try Self.required("phone", in: command)
        try admin.setPIN(phone: phone, try Self.required("pin", in: command))
        console.out("set the PIN of \(phone)")
      default:
        console.out(StaffTable.staff(try admin.staff(ofShop: command["shop"])))
      }
    }
  }

  private static func required(_ option: String, in command: ParsedCommand) throws(UsageError) -> String {
    guard let value = command[option], !value.isEmpty else {
      throw UsageError(message: "--\(option) is required", command: command.name)
    }
    return value
  }

  /// Opens and migrates the database, runs `body`, and turns a mistake on the command line into a usage error.
  private func withAdmin(_ path: String, command: String, _ body: (StaffAdmin) throws -> Void) throws {
    try Crypto.start()
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
    do {
      try body(try StaffAdmin(database: database, environment: environment))
    } catch StaffAdminError.invalidPIN {
      throw UsageError(message: "--pin must be 4 to 6 digits", command: command)
    } catch AccountsError.invalidPasswordFormat {
      throw UserAddCommand.passwordError(command: command)
    }
  }
}
