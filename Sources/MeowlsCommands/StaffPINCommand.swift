import MeowlsServer

/// `meowls staff pin`: sets or resets a staff member's PIN.
struct StaffPINCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff pin", summary: "Set or reset a staff member's PIN (and lift a lock after wrong tries).",
    options: [
      StaffAdmin.phoneOption,
      OptionSpec("pin", value: "digits", environment: "MEOWLS_STAFF_PIN", help: "4-6 digits (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.with(command, environment: environment) { admin in
      let phone = try command.required("phone")
      try admin.setPIN(phone: phone, try command.required("pin"), by: .console)
      console.out("set the PIN of \(phone)")
    }
  }
}
