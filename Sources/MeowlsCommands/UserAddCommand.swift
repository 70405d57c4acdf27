import MeowlsServer

/// `meowls user add`: creates a staff account in the database (migrating it first), the only way staff accounts
/// come into being.
struct UserAddCommand {
  struct Arguments: Equatable {
    var databasePath: String
    var name: String?
    var password: String
    var phone: String
    var role: Role
  }

  let console: Console
  let environment: AppEnvironment

  static func arguments(from command: ParsedCommand) throws(UsageError) -> Arguments {
    func required(_ name: String) throws(UsageError) -> String {
      guard let value = command[name], !value.isEmpty else {
        throw UsageError(message: "--\(name) is required", command: command.name)
      }
      return value
    }
    let roleName = try required("role")
    guard let role = Role(rawValue: roleName), role.isStaff else {
      throw UsageError(
        message: "--role must be one of \(Role.staff.map(\.rawValue).sorted().joined(separator: ", ")), "
          + "not '\(roleName)'",
        command: command.name)
    }
    return Arguments(
      databasePath: command["db"] ?? "./meowls.sqlite", name: command["name"], password: try required("password"),
      phone: try required("phone"), role: role)
  }

  func run(_ arguments: Arguments) throws {
    try Crypto.start()
    let database = try SQLiteDatabase(path: arguments.databasePath, connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
    do {
      let id = try AccountService(database: database, environment: environment).addStaff(
        role: arguments.role, phone: arguments.phone, password: arguments.password, name: arguments.name)
      console.out("created \(arguments.role.rawValue) \(id) (phone \(arguments.phone))")
    } catch AccountsError.invalidPasswordFormat {
      throw UsageError(
        message: "--password must be 8-20 characters with at least one letter and one digit",
        command: Commands.userAdd.name)
    } catch AccountsError.phoneRequired {
      throw UsageError(message: "--phone must contain a phone number", command: Commands.userAdd.name)
    }
  }
}
