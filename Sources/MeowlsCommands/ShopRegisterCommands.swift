import MeowlsAPI
import MeowlsServer

/// `meowls shop register list`: a shop's counter registers, retired ones marked.
struct ShopRegisterListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop register list", summary: "List a shop's registers (tills), retired ones marked.",
    options: [PlacesCommand.shopOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let key = try command.required("shop")
    let registers = try PlacesCommand.with(command, environment: environment) { places in
      try places.shops.registers(of: try places.shops.resolve(key))
    }
    guard !registers.isEmpty else { return console.out("no registers") }
    console.out(
      StaffTable.text(
        [["number", "name", "state", "id"]]
          + registers.map { [String($0.number), $0.name, $0.retired ? "retired" : "in service", $0.id.uuidString] }))
  }
}

/// `meowls shop register retire`: a register out of service, its shifts and receipts kept.
struct ShopRegisterRetireCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop register retire", summary: "Retire a register: no shift opens on it again; its history stays.",
    options: [
      PlacesCommand.shopOption,
      OptionSpec("register", value: "number", help: "the register's number or id (required; see shop register list)"),
      CommandDatabase.option,
    ])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let (key, which) = (try command.required("shop"), try command.required("register"))
    let retired = try PlacesCommand.with(command, environment: environment) { places in
      let shop = try places.shops.resolve(key)
      let register = try places.shops.registers(of: shop).first {
        String($0.number) == which || $0.id.uuidString == which.uppercased()
      }
      guard let register else { throw PlacesError.registerNotFound(which) }
      return try places.shops.retire(register.id, of: shop, by: .console)
    }
    console.out("retired register \(retired.number) «\(retired.name)» \(retired.id.uuidString)")
  }
}
