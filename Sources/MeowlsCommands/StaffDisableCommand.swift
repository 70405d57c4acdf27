import MeowlsServer

/// `meowls staff disable`: Disable a staff member: every token and the PIN stop at once.
struct StaffDisableCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff disable", summary: "Disable a staff member: every token and the PIN stop at once.",
    options: [StaffAdmin.phoneOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.onMember(command, environment: environment, console: console, done: "disabled") { admin, phone in
      try admin.disable(phone: phone, by: .console)
    }
  }
}
