import MeowlsAPI
import MeowlsServer

/// `meowls user add`: creates a staff account in the database (migrating it first), the only way staff accounts
/// come into being.
struct UserAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "user add",
    summary: "Create a staff account (cashier, manager, courier or admin); customers register in the app.",
    options: accountOptions + [CommandDatabase.option])

  /// What `user add` and `staff add` both ask for the account.
  static let accountOptions = [
    OptionSpec("role", value: "role", help: "cashier, manager, courier or admin (required)"),
    OptionSpec("phone", value: "phone", help: "the phone the account signs in with (required)"),
    OptionSpec(
      "password", value: "password", environment: "MEOWLS_USER_PASSWORD",
      help: "\(PasswordPolicy.description) (required)"),
    OptionSpec("name", value: "name", help: "the given name"),
  ]

  struct Arguments: Equatable {
    var databasePath: String
    var name: String?
    var password: String
    /// The phone as the server stores it (`PhoneNumber.normalised`).
    var phone: String
    var role: Role
  }

  let console: Console
  let environment: AppEnvironment

  static func arguments(from command: ParsedCommand) throws(UsageError) -> Arguments {
    let roleName = try command.required("role")
    guard let role = Role(rawValue: roleName), role.isStaff else {
      throw UsageError(
        message: "--role must be one of \(Role.staff.map(\.rawValue).sorted().joined(separator: ", ")), "
          + "not '\(roleName)'",
        command: command.name)
    }
    let password = try command.required("password")
    guard PasswordPolicy.isAcceptable(password) else { throw passwordError(command: command.name) }
    return Arguments(
      databasePath: CommandDatabase.path(of: command), name: command["name"], password: password,
      phone: try phone(try command.required("phone"), command: command.name), role: role)
  }

  /// The registration's phone check (`AccountValidation`), in the form the account will be stored with.
  static func phone(_ text: String, command: String) throws(UsageError) -> String {
    let phone = PhoneNumber.normalised(text)
    guard !phone.isEmpty else { throw UsageError(message: "--phone must contain a phone number", command: command) }
    guard PhoneNumber.isAcceptable(text) else {
      throw UsageError(
        message: "--phone must have ASCII digits only and at most \(PhoneNumber.maximumLength) characters",
        command: command)
    }
    return phone
  }

  /// The password's usage error, stating the whole rule.
  static func passwordError(command: String) -> UsageError {
    UsageError(message: "--password must have \(PasswordPolicy.description)", command: command)
  }

  func run(_ command: ParsedCommand) throws {
    let arguments = try Self.arguments(from: command)
    try Crypto.start()
    try CommandDatabase.with(arguments.databasePath, environment: environment) { database, _ in
      do {
        let id = try AccountService(database: database, environment: environment).addStaff(
          role: arguments.role, phone: arguments.phone, password: arguments.password, name: arguments.name)
        console.out("created \(arguments.role.rawValue) \(id) (phone \(arguments.phone))")
      } catch AccountsError.invalidPasswordFormat {
        throw Self.passwordError(command: Self.spec.name)
      }
    }
  }
}
