import MeowlsServer

/// `meowls category rename`: gives a category another name.
struct CategoryRenameCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "category rename", summary: "Give a category another name.",
    options: [
      AdminCommand.categoryOption, OptionSpec("name", value: "text", help: "the new name (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let (text, name) = (try command.required("category"), try command.required("name"))
    let renamed = try AdminCommand.with(command, environment: environment) { admin in
      try admin.categories.rename(try admin.categories.resolve(text), to: name, by: .console)
    }
    console.out("renamed category \(renamed.summary)")
  }
}
