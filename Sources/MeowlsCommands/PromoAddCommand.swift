import Foundation
import MeowlsServer

/// `meowls promo add`: creates a promo code in the database (migrating it first).
struct PromoAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "promo add", summary: "Create a promo code: a percentage or an amount off, with optional limits.",
    options: [
      OptionSpec("code", value: "code", help: "letters, digits, '-' or '_'; typed in any case (required)"),
      OptionSpec("percent", value: "N", help: "N % off the covered lines, 1-100 (this or --amount)"),
      OptionSpec("amount", value: "RUB", help: "roubles off the covered lines, e.g. 300 or 99.50"),
      OptionSpec("from", value: "yyyy-MM-dd", help: "the first day it works (UTC)"),
      OptionSpec("until", value: "yyyy-MM-dd", help: "the last day it works (UTC)"),
      OptionSpec("min-total", value: "RUB", help: "the order total it needs, after product discounts"),
      OptionSpec("product", value: "id,...", help: "cover only these products (ids or product codes)"),
      OptionSpec(
        "category", value: "code,...",
        help: "cover only products in these categories and below (koshki/korma_sukhie, a unique code or an id)"),
      OptionSpec.flag("once-per-user", help: "each customer may use it for one order only"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let draft = try Self.draft(from: command)
    let added = try PromoCodeAdmin.with(command, environment: environment) { try $0.add(draft, by: .console) }
    console.out("created promo code \(added.code): \(Self.describe(added))")
  }

  /// The draft `promo add` describes; usage errors for what the command line gets wrong.
  static func draft(from command: ParsedCommand) throws(UsageError) -> PromoCodeDraft {
    let name = command.name
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
      benefit: benefit, code: try command.required("code"),
      minimumTotalKopecks: try command["min-total"].map { text throws(UsageError) in
        try kopecks(text, option: "min-total")
      },
      oncePerUser: command["once-per-user"] != nil, target: target, validFrom: command["from"],
      validUntil: command["until"])
  }

  /// Kopecks of a rouble amount written `300`, `99.5` or `99,50`.
  static func kopecks(_ text: String, option: String) throws(UsageError) -> Int64 {
    try AmountOption.kopecks(text, option: option, command: spec.name)
  }

  private static func list(_ text: String) -> [String] {
    text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
}
