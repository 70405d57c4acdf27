import MeowlsAPI
import MeowlsServer

/// `meowls product archive`: takes a product out of the shop's lists and search (orders and receipts keep it).
struct ProductArchiveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "product archive", summary: "Hide a product from the shop's lists and search (undo: product unarchive).",
    options: [AdminCommand.articleOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try ProductArchiveCommand.set(true, command, environment: environment, console: console)
  }

  /// Archives or unarchives the product `--article` names and tells the console.
  static func set(_ archived: Bool, _ command: ParsedCommand, environment: AppEnvironment, console: Console) throws {
    let article = Article(rawValue: try command.required("article"))
    let product = try AdminCommand.with(command, environment: environment) { admin in
      try admin.products.setArchived(try admin.products.product(withArticle: article).id, archived, by: .console)
    }
    console.out("\(archived ? "archived" : "unarchived") product \(product.summary)")
  }
}
