import MeowlsServer

/// `meowls promo list`: the promo codes with their limits and how often orders used them.
struct PromoListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "promo list", summary: "List the promo codes with their limits and how often orders used them.",
    options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let codes = try PromoCodeAdmin.with(command, environment: environment) { try $0.list() }
    console.out(codes.isEmpty ? "no promo codes" : PromoTable(codes).text)
  }
}
