import MeowlsServer

/// `meowls promo edit`: gives a promo code new terms (what it takes off, its days, its minimum total, once per
/// customer); what it covers and whether it is enabled stay.
struct PromoEditCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "promo edit",
    summary: "Give a promo code new terms; the terms left out are removed (what it covers stays).",
    options: [
      PromoCodeAdmin.codeOption,
      OptionSpec("percent", value: "N", help: "N % off the covered lines, 1-100 (this or --amount)"),
      OptionSpec("amount", value: "RUB", help: "roubles off the covered lines, e.g. 300 or 99.50"),
      OptionSpec("from", value: "yyyy-MM-dd", help: "the first day it works (UTC)"),
      OptionSpec("until", value: "yyyy-MM-dd", help: "the last day it works (UTC)"),
      OptionSpec("min-total", value: "RUB", help: "the order total it needs, after product discounts"),
      OptionSpec.flag("once-per-user", help: "each customer may use it for one order only"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let code = try command.required("code")
    // NB: the same reading as `promo add`'s (this spec has no --product or --category, so the target is unused).
    let terms = try PromoAddCommand.draft(from: command).terms
    let edited = try PromoCodeAdmin.with(command, environment: environment) {
      try $0.edit(code: code, terms, by: .console)
    }
    console.out("edited promo code \(edited.code): \(PromoAddCommand.describe(edited))")
  }
}
