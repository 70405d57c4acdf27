import MeowlsServer

/// `meowls shop list`: the shops with their codes, registers and staff counts.
struct ShopListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop list", summary: "List the shops with their codes, registers and how many staff work there.",
    options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.with(command, environment: environment) { console.out(StaffTable.shops(try $0.shops())) }
  }
}
