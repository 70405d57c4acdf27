import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls banner add`: a new banner, last among its siblings and shown, leading to a sale or a collection.
struct BannerAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner add", summary: "Add a banner to the main page (last), leading to a sale or a collection.",
    options: [
      OptionSpec(
        "place", value: "type",
        help: "banners_horizontal, banners_vertical, categories, products_collection or single_banner (top level)"),
      OptionSpec("parent", value: "id", help: "add a child of this banner instead (no --place)"),
      OptionSpec("title", value: "text", help: "the banner's title"),
      OptionSpec("image", value: "key", help: "a catalogue picture's key (banner-…, picture-…)"),
      OptionSpec("sale", value: "code", help: "lead to this sale (its code or id)"),
      OptionSpec("collection", value: "name", help: "lead to a collection of this name (with --category or --query)"),
      OptionSpec("category", value: "category", help: "the collection's category (a code path, a code or an id)"),
      OptionSpec("query", value: "text", help: "the collection's search query"),
      OptionSpec("articles", value: "article,...", help: "the products the banner shows, in order"),
      OptionSpec("categories", value: "category,...", help: "the categories the banner shows, in order"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let place = try command["place"].map { text in
      guard let place = PlaceType(rawValue: text) else {
        throw UsageError(message: "--place must be a place type, not '\(text)'", command: command.name)
      }
      return place
    }
    guard command["sale"] == nil || command["collection"] == nil else {
      throw UsageError(message: "give --sale or --collection, not both", command: command.name)
    }
    let parent = command["parent"] == nil ? nil : try BannerCommands.id(command, "parent")
    let banner = try AdminCommand.with(command, environment: environment) { admin in
      let sales = SaleAdmin(database: admin.database, clock: environment.clock, random: environment.random)
      let list = { (option: String) in
        (command[option] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      var redirect: AdminBannerRedirect?
      if let sale = command["sale"] {
        redirect = AdminBannerRedirect(saleID: try SaleCommands.sale(sale, in: sales).id, type: .object)
      } else if let name = command["collection"] {
        redirect = AdminBannerRedirect(
          categoryID: try command["category"].map { try admin.categories.resolve($0) }, name: name,
          query: command["query"], type: .productsCollection)
      }
      let draft = BannerDraft(
        categoryIDs: try list("categories").map { try admin.categories.resolve($0) }, imageKey: command["image"],
        parentID: parent, placeType: place,
        productIDs: try list("articles").map { try admin.products.product(withArticle: Article(rawValue: $0)).id },
        redirect: redirect, title: command["title"])
      return try BannerAdmin(database: admin.database, clock: environment.clock, random: environment.random)
        .create(draft, by: .console)
    }
    console.out("added banner \(BannerCommands.line(banner))")
  }
}

/// `meowls banner delete`: a banner and its children gone.
struct BannerDeleteCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "banner delete", summary: "Delete a banner and its children (banner hide keeps it).",
    options: [BannerCommands.bannerOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let id = try BannerCommands.id(command)
    let left = try BannerCommands.with(command, environment: environment) { try $0.delete(id, by: .console) }
    console.out("deleted banner \(id.uuidString); \(left.count) banners left")
  }
}
