import MeowlsServer

/// `meowls stock correct`: a count at a location; the difference is a ledger correction of the console.
struct StockCorrectCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "stock correct", summary: "Record a stock count at a shop or warehouse; the difference is a correction.",
    options: [
      OptionSpec("article", value: "article", help: "the variant's article (required)"),
      OptionSpec("quantity", value: "N", help: "units counted, 0-1000000 (required)"),
      OptionSpec("location", value: "id", help: "a shop's or warehouse's id (default: the online warehouse)"),
      OptionSpec("note", value: "text", help: "for the ledger: why the count differs…"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let body = try StockReceiveCommand.request(command, quantities: 0...1_000_000)
    let change = try AdminCommand.with(command, environment: environment) { admin in
      try admin.stock.correct(body, by: .console, reach: .anywhere)
    }
    console.out(StockReceiveCommand.describe(change, article: body.article))
  }
}
