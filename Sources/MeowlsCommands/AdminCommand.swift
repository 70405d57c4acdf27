import Foundation
import MeowlsAPI
import MeowlsServer

/// What the back-office commands (`product`, `category`, `stock`, `audit`) share: the database of `--db`, the
/// services, and a refusal told as the API tells it (its reason and field), exit 2.
struct AdminCommand {
  let categories: CategoryAdmin
  let database: any Database
  let products: ProductAdmin
  let stock: AdminStock
  let audit: AuditReader

  /// Runs `body` with the back office of `command`'s database (migrated first).
  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (AdminCommand) throws -> T
  ) throws -> T {
    try CommandDatabase.with(CommandDatabase.path(of: command), environment: environment) { database, _ in
      let admin = AdminCommand(
        categories: CategoryAdmin(database: database, clock: environment.clock, random: environment.random),
        database: database,
        products: ProductAdmin(database: database, clock: environment.clock, random: environment.random),
        stock: AdminStock(database: database, clock: environment.clock), audit: AuditReader(database: database))
      do {
        return try body(admin)
      } catch let error as any ResponseError {
        let field = error.body.failures?.first.map { " (\($0.field))" } ?? ""
        throw UsageError(message: error.body.reason + field, command: command.name)
      }
    }
  }

  /// An integer option in `range`, nil when absent; a usage error otherwise.
  static func integer(
    _ command: ParsedCommand, _ option: String, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int? {
    guard let text = command[option] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        message: "--\(option) must be a whole number \(range.lowerBound)-\(range.upperBound), not '\(text)'",
        command: command.name)
    }
    return value
  }

  /// A rouble amount option, nil when absent.
  static func money(_ command: ParsedCommand, _ option: String) throws(UsageError) -> Money? {
    guard let text = command[option] else { return nil }
    return Money(kopecks: try AmountOption.kopecks(text, option: option, command: command.name))
  }

  /// `code=value,code=value` as property values.
  static func properties(_ command: ParsedCommand) throws(UsageError) -> [AdminPropertyValue]? {
    guard let text = command["property"] else { return nil }
    var values: [AdminPropertyValue] = []
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2 else {
        throw UsageError(message: "--property is code=value[,code=value…], not '\(pair)'", command: command.name)
      }
      values.append(AdminPropertyValue(code: parts[0], value: parts[1]))
    }
    return values
  }

  /// `--article`, for the commands that name a product by one of its variants.
  static let articleOption = OptionSpec("article", value: "article", help: "an article of the product (required)")
  /// `--file`, the picture a product or banner picture command uploads.
  static let pictureFileOption = OptionSpec("file", value: "path", help: "the picture file (required)")

  /// The bytes of `--file`.
  static func pictureFile(_ command: ParsedCommand) throws -> [UInt8] {
    [UInt8](try CatalogCommand.read(try command.required("file"), command))
  }

  /// `--category`, for the commands that name one category.
  static let categoryOption = OptionSpec(
    "category", value: "category", help: "an id, a code path (koshki/korma_sukhie) or a unique code (required)")
}

extension AdminProduct {
  /// `<id> «name»: <article> <price> ₽, …` for the console.
  var summary: String {
    let variants = variants.map { "\($0.article.rawValue) \($0.price.decimalValue) ₽" }.joined(separator: ", ")
    return "\(id.rawValue.uuidString) «\(name)»\(archived ? " (archived)" : ""): \(variants)"
  }
}

extension AdminCategory {
  /// `<id> «name»` for the console.
  var summary: String { "\(id.rawValue.uuidString) «\(name)»\(archived ? " (archived)" : "")" }
}
