import MeowlsServer

/// `meowls catalog prices list.csv`: prices, old prices and stock from an accounting system's CSV, all or nothing.
struct CatalogPricesCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "catalog prices", summary: "Update prices and stock from a CSV list (by article or barcode).",
    options: [CatalogCommand.dryRunOption, CatalogCommand.locationOption, CommandDatabase.option],
    arguments: ["list.csv"])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let data = try CatalogCommand.file(command)
    let options = try CatalogCommand.options(command)
    let report = try CatalogCommand.with(command, environment: environment) { imports in
      try imports.importPrices(data, options, by: .console)
    }
    CatalogCommand.lines(report).forEach(console.out)
  }
}
