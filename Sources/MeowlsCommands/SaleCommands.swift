import Foundation
import MeowlsAPI
import MeowlsServer

/// What the `meowls sale` commands share: the sales of `--db`, a sale named by its code or id, and a refusal told
/// as the API tells it (exit 2).
enum SaleCommands {
  static let saleOption = OptionSpec("sale", value: "code", help: "the sale's code or id (required)")

  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (SaleAdmin, AdminCommand) throws -> T
  ) throws -> T {
    try AdminCommand.with(command, environment: environment) { admin in
      try body(SaleAdmin(database: admin.database, clock: environment.clock, random: environment.random), admin)
    }
  }

  /// The sale whose code or id `text` is.
  static func sale(_ text: String, in sales: SaleAdmin) throws -> AdminSale {
    guard let sale = try sales.list().first(where: { $0.code == text || $0.id.uuidString == text.uppercased() })
    else { throw MainPageError.saleNotFound(text) }
    return sale
  }

  /// A day option written `yyyy-MM-dd`; a usage error otherwise.
  static func day(_ command: ParsedCommand, _ option: String) throws -> CalendarDate {
    let text = try command.required(option)
    guard let day = CalendarDate(string: text) else {
      throw UsageError(message: "--\(option) must be a day written yyyy-MM-dd, not '\(text)'", command: command.name)
    }
    return day
  }

  /// `winter  2027-01-01…2027-02-28  online  3 products  Зимняя распродажа`.
  static func line(_ sale: AdminSale) -> String {
    "\(sale.code)  \(sale.startDate)…\(sale.endDate)  \(sale.saleType.rawValue)  \(sale.productIDs.count) products  "
      + sale.title
  }
}

/// `meowls sale list`: every sale in order, ended ones too.
struct SaleListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "sale list", summary: "List the sales in order, ended ones too.", options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let sales = try SaleCommands.with(command, environment: environment) { sales, _ in try sales.list() }
    console.out(sales.isEmpty ? "no sales" : sales.map(SaleCommands.line).joined(separator: "\n"))
  }
}

/// `meowls sale add`: a new sale with its window, last, without products.
struct SaleAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "sale add", summary: "Add a sale with its days (then give it products with sale products).",
    options: [
      OptionSpec("code", value: "code", help: "lower-case Latin letters, digits, '-' or '_' (required)"),
      OptionSpec("title", value: "text", help: "the title shoppers see (required)"),
      OptionSpec("from", value: "yyyy-MM-dd", help: "the first day (required)"),
      OptionSpec("until", value: "yyyy-MM-dd", help: "the last day, included (required)"),
      OptionSpec("type", value: "online|offline", help: "where it runs (default online)"),
      OptionSpec("disclaimer", value: "text", help: "the small print"), CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let type = command["type"] ?? "online"
    guard let saleType = SaleType(rawValue: type) else {
      throw UsageError(message: "--type must be online or offline, not '\(type)'", command: command.name)
    }
    let draft = AdminSaleDraft(
      code: try command.required("code"), disclaimer: command["disclaimer"],
      endDate: try SaleCommands.day(command, "until"), saleType: saleType,
      startDate: try SaleCommands.day(command, "from"), title: try command.required("title"))
    let sale = try SaleCommands.with(command, environment: environment) { sales, _ in
      try sales.create(draft, by: .console)
    }
    console.out("added sale \(SaleCommands.line(sale))")
  }
}

/// `meowls sale products`: exactly these products in the sale.
struct SaleProductsCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "sale products", summary: "Put exactly these products in a sale (each leaves any other sale).",
    options: [
      SaleCommands.saleOption,
      OptionSpec("articles", value: "article,...", help: "an article of each product; empty for none (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let (text, articles) = (try command.required("sale"), try command.required("articles"))
    let sale = try SaleCommands.with(command, environment: environment) { sales, admin in
      let products = try articles.split(separator: ",").map {
        try admin.products.product(withArticle: Article(rawValue: $0.trimmingCharacters(in: .whitespaces))).id
      }
      return try sales.setProducts(
        try SaleCommands.sale(text, in: sales).id, ProductSelection(productIDs: products), by: .console)
    }
    console.out("sale \(SaleCommands.line(sale))")
  }
}
