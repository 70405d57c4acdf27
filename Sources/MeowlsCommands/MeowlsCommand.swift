import MeowlsServer

/// One `meowls` command: the specification its parsing and help come from, and what running it does.
protocol MeowlsCommand: Sendable {
  static var spec: CommandSpec { get }

  init(console: Console, environment: AppEnvironment)

  /// Runs the parsed command line; a mistake in it throws `UsageError` (exit 2), any other failure exits 1.
  func run(_ command: ParsedCommand) throws
}
