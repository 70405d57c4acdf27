import MeowlsServer

/// `meowls category archive`: hides an empty category from the shop.
struct CategoryArchiveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "category archive",
    summary: "Hide a category holding no products or categories any more (undo: category unarchive).",
    options: [AdminCommand.categoryOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try Self.set(true, command, environment: environment, console: console)
  }

  /// Archives or unarchives the category `--category` names and tells the console.
  static func set(_ archived: Bool, _ command: ParsedCommand, environment: AppEnvironment, console: Console) throws {
    let text = try command.required("category")
    let category = try AdminCommand.with(command, environment: environment) { admin in
      try admin.categories.setArchived(try admin.categories.resolve(text), archived, by: .console)
    }
    console.out("\(archived ? "archived" : "unarchived") category \(category.summary)")
  }
}
