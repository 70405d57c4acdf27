import MeowlsServer

/// `meowls staff enable`: Enable a disabled staff member again.
struct StaffEnableCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff enable", summary: "Enable a disabled staff member again.",
    options: [StaffAdmin.phoneOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.onMember(command, environment: environment, console: console, done: "enabled") { admin, phone in
      try admin.enable(phone: phone, by: .console)
    }
  }
}
