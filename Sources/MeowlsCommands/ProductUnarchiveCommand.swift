import MeowlsServer

/// `meowls product unarchive`: puts an archived product back into the shop's lists and search.
struct ProductUnarchiveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product unarchive", summary: "Put an archived product back into the shop's lists and search.",
    options: [AdminCommand.articleOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try ProductArchiveCommand.set(false, command, environment: environment, console: console)
  }
}
