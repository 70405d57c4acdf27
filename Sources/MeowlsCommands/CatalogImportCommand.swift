import MeowlsServer

/// `meowls catalog import feed.xml`: a YML feed's categories, products, prices and stock, all or nothing.
struct CatalogImportCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "catalog import", summary: "Import a YML (Yandex Market) feed: categories, products, prices, stock.",
    options: [
      CatalogCommand.dryRunOption, CatalogCommand.locationOption,
      OptionSpec(
        "article-from", value: "id|vendor_code", help: "the variants' articles: the offer id (default) or vendorCode"),
      CommandDatabase.option,
    ] + CatalogCommand.pictureOptions, arguments: ["feed.xml"])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let data = try CatalogCommand.file(command)
    let options = try CatalogCommand.options(command)
    var environment = environment
    environment.pictureLimits = try CatalogCommand.pictureLimits(command)
    let report = try CatalogCommand.with(command, environment: environment) { imports in
      try imports.importYML(data, options, by: .console)
    }
    CatalogCommand.lines(report).forEach(console.out)
  }
}
