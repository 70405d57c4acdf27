import MeowlsServer

/// `meowls staff assign`: moves a staff member to a shop.
struct StaffAssignCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "staff assign", summary: "Assign a staff member to a shop (moving them from their current one).",
    options: [
      StaffAdmin.phoneOption,
      OptionSpec("shop", value: "code", help: "the shop's code or id (required)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try StaffAdmin.with(command, environment: environment) { admin in
      let phone = try command.required("phone")
      let shop = try command.required("shop")
      try admin.assign(phone: phone, toShop: shop, by: .console)
      console.out("assigned \(phone) to \(shop)")
    }
  }
}
