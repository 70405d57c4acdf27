import MeowlsServer

/// `meowls promo disable`: stops a promo code from working.
struct PromoDisableCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "promo disable", summary: "Stop a promo code from working (carts holding it drop it).",
    options: [PromoCodeAdmin.codeOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let code = try command.required("code")
    let disabled = try PromoCodeAdmin.with(command, environment: environment) { try $0.disable(code: code) }
    console.out("disabled promo code \(disabled)")
  }
}
