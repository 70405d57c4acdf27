import MeowlsServer

/// `meowls staff role`: gives a staff member another role; their tokens carry it at once.
struct StaffRoleCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff role", summary: "Give a staff member another role (cashier, manager, courier, admin).",
    options: [
      StaffAdmin.phoneOption,
      OptionSpec("role", value: "role", help: "cashier, manager, courier or admin (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let text = try command.required("role")
    guard let role = Role(rawValue: text), role.isStaff else {
      throw UsageError(
        message: "--role must be cashier, manager, courier or admin, not '\(text)'", command: "staff role")
    }
    try StaffAdmin.with(command, environment: environment) { admin in
      let phone = try command.required("phone")
      try admin.setRole(phone: phone, role, by: .console)
      console.out("\(phone) is now \(role.rawValue)")
    }
  }
}
