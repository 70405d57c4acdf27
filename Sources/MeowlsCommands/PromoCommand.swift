import Foundation
import MeowlsServer

/// `meowls promo add | list | disable | enable`: manages promo codes in the database (migrating it first).
struct PromoCommand {
  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = command["db"] ?? "./meowls.sqlite"
    switch command.name {
    case Commands.promoAdd.name:
      let draft = try Self.draft(from: command)
      let added = try withAdmin(path, command: command.name) { try $0.add(draft) }
      console.out("created promo code \(added.code): \(Self.describe(added))")
    case Commands.promoDisable.name:
      let code = try Self.required("code", in: command)
      let disabled = try withAdmin(path, command: command.name) { try $0.disable(code: code) }
      console.out("disabled promo code \(disabled)")
    case Commands.promoEnable.name:
      let code = try Self.required("code", in: command)
      let enabled = try withAdmin(path, command: command.name) { try $0.enable(code: code) }
      console.out("enabled promo code \(enabled)")
    default:
      let codes = try withAdmin(path, command: command.name) { try $0.list() }
      console.out(codes.isEmpty ? "no promo codes" : PromoTable(codes).text)
    }
  }

  /// The draft `promo add` describes; usage errors for what the command line gets wrong.
  static func draft(from command: ParsedCommand) throws(UsageError) -> PromoCodeDraft {
    let name = Commands.promoAdd.name
    let benefit: PromoCodeDraft.Benefit
    switch (command["percent"], command["amount"]) {
    case (let percent?, nil):
      guard let value = Int(percent) else {
        throw UsageError(message: "--percent must be a whole number 1-100, not '\(percent)'", command: name)
      }
      benefit = .percent(value)
    case (nil, let amount?): benefit = .fixedAmount(kopecks: try kopecks(amount, option: "amount"))
    default: throw UsageError(message: "give either --percent or --amount", command: name)
    }
    let target: PromoCodeDraft.Target
    switch (command["product"], command["category"]) {
    case (nil, nil): target = .everything
    case (let products?, nil): target = .products(list(products))
    case (nil, let categories?): target = .categories(list(categories))
    default: throw UsageError(message: "give --product or --category, not both", command: name)
    }
    return PromoCodeDraft(
      benefit: benefit, code: try required("code", in: command),
      minimumTotalKopecks: try command["min-total"].map { text throws(UsageError) in
        try kopecks(text, option: "min-total")
      },
      oncePerUser: command["once-per-user"] != nil, target: target, validFrom: command["from"],
      validUntil: command["until"])
  }

  /// Kopecks of a rouble amount written `300`, `99.5` or `99,50`.
  static func kopecks(_ text: String, option: String) throws(UsageError) -> Int64 {
    let parts = text.split(separator: text.contains(",") ? "," : ".", omittingEmptySubsequences: false)
    let digits = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    guard digits, parts.count <= 2, parts.count < 2 || parts[1].count <= 2, parts[0].count <= 12,
      let rubles = Int64(parts[0])
    else {
      throw UsageError(
        message: "--\(option) must be an amount in roubles such as 300 or 99.50, not '\(text)'",
        command: Commands.promoAdd.name)
    }
    let fraction = parts.count == 2 ? String(parts[1]).padding(toLength: 2, withPad: "0", startingAt: 0) : "0"
    return rubles * 100 + (Int64(fraction) ?? 0)
  }

  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private static func required(_ option: String, in command: ParsedCommand) throws(UsageError) -> String {
    guard let value = command[option], !value.isEmpty else {
      throw UsageError(message: "--\(option) is required", command: command.name)
    }
    return value
  }

  /// `10% off everything, from 2025-01-01, …`.
  static func describe(_ code: PromoCodeListing) -> String {
    var parts = ["\(code.benefit) off \(code.coverage)"]
    if let from = code.validFrom { parts.append("from \(from)") }
    if let until = code.validUntil { parts.append("until \(until)") }
    if let minimum = code.minimumTotal { parts.append("on orders from \(minimum)") }
    if code.oncePerUser { parts.append("once per customer") }
    return parts.joined(separator: ", ")
  }

  /// Opens and migrates the database, runs `body`, and turns a mistake in the draft into a usage error.
  private func withAdmin<T>(_ path: String, command: String, _ body: (PromoCodeAdmin) throws -> T) throws -> T {
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
    do {
      return try body(PromoCodeAdmin(database: database, clock: environment.clock, random: environment.random))
    } catch PromoCodeAdminError.invalid(let message) {
      throw UsageError(message: message, command: command)
    }
  }
}
