import MeowlsServer

extension StaffAdmin {
  /// Runs `body` with the shops and staff of `command`'s database (migrated first), and turns a mistake on the
  /// command line into a usage error.
  static func with(_ command: ParsedCommand, environment: AppEnvironment, _ body: (StaffAdmin) throws -> Void) throws {
    try Crypto.start()
    try CommandDatabase.with(CommandDatabase.path(of: command), environment: environment) { database, _ in
      do {
        try body(try StaffAdmin(database: database, environment: environment))
      } catch StaffAdminError.invalidPIN {
        throw UsageError(message: "--pin must be 4 to 6 digits", command: command.name)
      } catch AccountsError.invalidPasswordFormat {
        throw UserAddCommand.passwordError(command: command.name)
      }
    }
  }

  /// `--phone`, for the commands that name one staff member.
  static let phoneOption = OptionSpec("phone", value: "phone", help: "the staff member's phone (required)")
}

extension StaffAdmin {
  /// Runs `action` on the member `--phone` names, then tells `console` `done` followed by the phone.
  static func onMember(
    _ command: ParsedCommand, environment: AppEnvironment, console: Console, done: String,
    _ action: (StaffAdmin, String) throws -> Void
  ) throws {
    try with(command, environment: environment) { admin in
      let phone = try command.required("phone")
      try action(admin, phone)
      console.out("\(done) \(phone)")
    }
  }
}
