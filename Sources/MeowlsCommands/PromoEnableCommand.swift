import MeowlsServer

/// `meowls promo enable`: lets a disabled promo code work again.
struct PromoEnableCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "promo enable", summary: "Let a disabled promo code work again (within its dates).",
    options: [PromoCodeAdmin.codeOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let code = try command.required("code")
    let enabled = try PromoCodeAdmin.with(command, environment: environment) { try $0.enable(code: code) }
    console.out("enabled promo code \(enabled)")
  }
}
