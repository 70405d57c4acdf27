import MeowlsAPI
import MeowlsServer

/// The options `shop add` and `shop edit` share (`edit` keeps what is not given).
private let shopFields: [OptionSpec] = [
  OptionSpec("name", value: "text", help: "the shop's name"),
  PlacesCommand.cityOption,
  OptionSpec("address", value: "text", help: "the street address, without the city"),
  OptionSpec("latitude", value: "degrees", help: "the latitude on the map, -90 to 90"),
  OptionSpec("longitude", value: "degrees", help: "the longitude on the map, -180 to 180"),
  OptionSpec("phone", value: "phone", help: "the phone customers call"), PlacesCommand.hoursOption,
  OptionSpec("pickup", value: "yes|no", help: "whether the shop is a pick-up point (default yes)"),
  OptionSpec("position", value: "n", help: "where it stands among the locations, 0-100000"),
]

/// Sets on `draft` the fields `command` gives.
private func apply(_ command: ParsedCommand, to draft: inout ShopDraft, _ places: PlacesCommand) throws {
  if let city = command["city"] { draft.cityID = try places.cities.resolve(city) }
  draft.name = command["name"] ?? draft.name
  draft.address = command["address"] ?? draft.address
  draft.latitude = try PlacesCommand.number(command, "latitude") ?? draft.latitude
  draft.longitude = try PlacesCommand.number(command, "longitude") ?? draft.longitude
  if let phone = command["phone"] { draft.phone = phone.isEmpty ? nil : phone }
  draft.openingHours = try PlacesCommand.hours(command) ?? draft.openingHours
  if let pickup = command["pickup"] {
    guard ["yes", "no"].contains(pickup) else {
      throw UsageError(message: "--pickup is yes or no, not '\(pickup)'", command: command.name)
    }
    draft.pickup = pickup == "yes"
  }
  draft.position = try AdminCommand.integer(command, "position", in: 0...100_000) ?? draft.position
}

/// `meowls shop add`: a new shop or warehouse.
struct ShopAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop add", summary: "Add a shop (a pick-up point with registers) or a warehouse.",
    options: [OptionSpec("code", value: "code", help: "a unique code: lowercase letters, digits, _ and - (required)")]
      + shopFields + [OptionSpec.flag("warehouse", help: "a warehouse, not a shop"), CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let (code, name, address) = (
      try command.required("code"), try command.required("name"), try command.required("address")
    )
    let city = try command.required("city")
    guard let latitude = try PlacesCommand.number(command, "latitude"),
      let longitude = try PlacesCommand.number(command, "longitude")
    else { throw UsageError(message: "--latitude and --longitude are required", command: command.name) }
    let added = try PlacesCommand.with(command, environment: environment) { places in
      var draft = ShopDraft(
        address: address, cityID: try places.cities.resolve(city), code: code,
        kind: command["warehouse"] == nil ? .shop : .warehouse, latitude: latitude, longitude: longitude, name: name)
      try apply(command, to: &draft, places)
      return try places.shops.create(draft, by: .console)
    }
    console.out("added \(added.kind.rawValue) \(added.summary)")
  }
}

/// `meowls shop edit`: changes the fields given, keeps the rest.
struct ShopEditCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop edit", summary: "Change a shop's name, city, address, map point, phone, hours, pick-up or place.",
    options: [PlacesCommand.shopOption, OptionSpec("code", value: "code", help: "a new unique code")] + shopFields
      + [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("shop", command, environment: environment, console: console, done: "changed") {
      places, key in
      let shop = try places.shops.shop(try places.shops.resolve(key))
      var draft = shop.draft
      draft.code = command["code"] ?? draft.code
      try apply(command, to: &draft, places)
      return try places.shops.edit(shop.id, draft, by: .console).summary
    }
  }
}

/// `meowls shop close`.
struct ShopCloseCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop close", summary: "Close a shop: off the pick-up points and the POS, its history kept.",
    options: [PlacesCommand.shopOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("shop", command, environment: environment, console: console, done: "closed") {
      try $0.shops.setClosed(try $0.shops.resolve($1), true, by: .console).summary
    }
  }
}

/// `meowls shop reopen`.
struct ShopReopenCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "shop reopen", summary: "Reopen a closed shop or warehouse.",
    options: [PlacesCommand.shopOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("shop", command, environment: environment, console: console, done: "reopened") {
      try $0.shops.setClosed(try $0.shops.resolve($1), false, by: .console).summary
    }
  }
}
