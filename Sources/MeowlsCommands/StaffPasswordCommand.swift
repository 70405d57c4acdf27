import MeowlsServer

/// `meowls staff password`: resets a staff member's password and ends every session they had.
struct StaffPasswordCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff password", summary: "Reset a staff member's password (every session of theirs ends).",
    options: [
      StaffAdmin.phoneOption,
      OptionSpec(
        "password", value: "password", environment: "MEOWLS_STAFF_PASSWORD", help: "the new password (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.onMember(
      command, environment: environment, console: console, done: "reset the password of"
    ) { admin, phone in
      try admin.setPassword(phone: phone, try command.required("password"), by: .console)
    }
  }
}
