import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls stock receive`: goods received at a location, a ledger row of the console.
struct StockReceiveCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "stock receive", summary: "Record goods received at a shop or warehouse (the online warehouse by default).",
    options: [
      OptionSpec("article", value: "article", help: "the variant's article (required)"),
      OptionSpec("quantity", value: "N", help: "units received, 1-1000000 (required)"),
      OptionSpec("location", value: "id", help: "a shop's or warehouse's id (meowls shop list)"),
      OptionSpec("note", value: "text", help: "for the ledger: a delivery note number…"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let body = try Self.request(command, quantities: 1...1_000_000)
    let change = try AdminCommand.with(command, environment: environment) { admin in
      try admin.stock.receive(body, by: .console, reach: .anywhere)
    }
    console.out(Self.describe(change, article: body.article))
  }

  /// The change the options describe, with `--quantity` in `quantities`.
  static func request(_ command: ParsedCommand, quantities: ClosedRange<Int>) throws(UsageError) -> StockChangeRequest {
    let article = Article(rawValue: try command.required("article"))
    _ = try command.required("quantity")
    let location = try command["location"].map { text throws(UsageError) in
      guard let id = UUID(uuidString: text) else {
        throw UsageError(message: "--location must be a location id (a UUID), not '\(text)'", command: command.name)
      }
      return StockLevel.LocationID(id)
    }
    return StockChangeRequest(
      article: article, locationID: location, note: command["note"],
      quantity: try AdminCommand.integer(command, "quantity", in: quantities) ?? 0)
  }

  /// `receipt of 12 × 1011 at <location>: now 17`.
  static func describe(_ change: StockChange, article: Article?) -> String {
    let delta = change.delta >= 0 ? "+\(change.delta)" : String(change.delta)
    return "\(change.reason.rawValue) \(article?.rawValue ?? "") at \(change.locationID.rawValue.uuidString): "
      + "\(delta), now \(change.quantity)"
  }
}
