import MeowlsAPI
import MeowlsServer

/// `meowls shop register add`: a new register (till) for a shop.
struct ShopRegisterAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop register add", summary: "Add a register (till) to a shop; it gets the shop's next number.",
    options: [
      OptionSpec("shop", value: "code", help: "the shop's code or id (required; see shop list)"),
      OptionSpec("name", value: "name", help: "the name on screen and receipts (default: Касса <number>)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let key = try command.required("shop")
    // NB: through the back office's service, so that the console's register is audited as the API's is.
    let register = try PlacesCommand.with(command, environment: environment) { places in
      try places.shops.addRegister(
        to: try places.shops.resolve(key), RegisterDraft(name: command["name"]), by: .console)
    }
    console.out("added register \(register.number) «\(register.name)» \(register.id)")
  }
}
