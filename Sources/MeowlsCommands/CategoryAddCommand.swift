import MeowlsAPI
import MeowlsServer

/// `meowls category add`: a new category, last among its siblings.
struct CategoryAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "category add", summary: "Add a category, last under its parent (a root without --parent).",
    options: [
      OptionSpec("name", value: "text", help: "the category's name (required)"),
      OptionSpec("parent", value: "category", help: "the parent: an id, a code path or a unique code"),
      OptionSpec("code", value: "code", help: "lower-case letters, digits, '-' or '_', unique among its siblings"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let name = try command.required("name")
    let added = try AdminCommand.with(command, environment: environment) { admin in
      let parent = try command["parent"].map { try admin.categories.resolve($0) }
      return try admin.categories.create(
        CategoryDraft(code: command["code"], name: name, parentID: parent), by: .console)
    }
    console.out("added category \(added.summary)")
  }
}
