import MeowlsAPI
import MeowlsServer

/// `meowls category move`: another parent, another place among the siblings, or both.
struct CategoryMoveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "category move", summary: "Move a category under another parent or to another place among its siblings.",
    options: [
      AdminCommand.categoryOption,
      OptionSpec("parent", value: "category", help: "the new parent (default: where it is)"),
      OptionSpec.flag("root", help: "make it a root category"),
      OptionSpec("position", value: "N", help: "its place among the siblings, 0 first (default: last)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let text = try command.required("category")
    guard command["root"] == nil || command["parent"] == nil else {
      throw UsageError(message: "give --parent or --root, not both", command: command.name)
    }
    let position = try AdminCommand.integer(command, "position", in: 0...1_000_000)
    let moved = try AdminCommand.with(command, environment: environment) { admin in
      let id = try admin.categories.resolve(text)
      let current = try admin.categories.tree().first { $0.id == id }
      let parent: Category.ID? =
        if command["root"] != nil { nil } else {
          try command["parent"].map { try admin.categories.resolve($0) } ?? current?.parentID
        }
      return try admin.categories.move(id, CategoryMove(parentID: parent, position: position), by: .console)
    }
    console.out("moved category \(moved.summary) to position \(moved.position)")
  }
}
