import MeowlsServer

extension PromoCodeAdmin {
  /// Runs `body` with the promo codes of `command`'s database (migrated first), and turns a mistake in what the
  /// command line asked for into a usage error.
  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (PromoCodeAdmin) throws -> T
  ) throws -> T {
    try CommandDatabase.with(CommandDatabase.path(of: command), environment: environment) { database, _ in
      do {
        return try body(PromoCodeAdmin(database: database, clock: environment.clock, random: environment.random))
      } catch PromoCodeAdminError.invalid(let message) {
        throw UsageError(message: message, command: command.name)
      }
    }
  }

  /// `--code`, for the commands that name one code.
  static let codeOption = OptionSpec("code", value: "code", help: "the code, in any case (required)")
}
