import MeowlsServer

/// `meowls staff add`: a staff account as `user add` creates it, optionally assigned to a shop and with a PIN.
struct StaffAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff add",
    summary: "Create a staff account (as user add), optionally assigned to a shop and with a PIN.",
    options: UserAddCommand.accountOptions + [
      OptionSpec("shop", value: "code", help: "the shop's code or id to assign the account to"),
      OptionSpec("pin", value: "digits", environment: "MEOWLS_STAFF_PIN", help: "a 4-6 digit PIN"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.with(command, environment: environment) { admin in
      let arguments = try UserAddCommand.arguments(from: command)
      let id = try admin.addStaff(
        role: arguments.role, phone: arguments.phone, password: arguments.password, name: arguments.name,
        shop: command["shop"], pin: command["pin"], by: .console)
      console.out("created \(arguments.role.rawValue) \(id) (phone \(arguments.phone))")
    }
  }
}
