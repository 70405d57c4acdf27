import MeowlsServer

/// `meowls category unarchive`: shows an archived category again.
struct CategoryUnarchiveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "category unarchive", summary: "Show an archived category again (its parent must not be archived).",
    options: [AdminCommand.categoryOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try CategoryArchiveCommand.set(false, command, environment: environment, console: console)
  }
}
