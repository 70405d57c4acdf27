import MeowlsServer

/// `meowls staff list`: the staff with role, shop and whether they have a PIN.
struct StaffListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff list", summary: "List the staff (of one shop when --shop is given) with role, shop and PIN.",
    options: [OptionSpec("shop", value: "code", help: "only this shop's staff (code or id)"), CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.with(command, environment: environment) {
      console.out(StaffTable.staff(try $0.staff(ofShop: command["shop"])))
    }
  }
}
