import MeowlsAPI
import MeowlsServer

/// The options `city add` and `city edit` share (`edit` keeps what is not given).
private let cityFields: [OptionSpec] = [
  OptionSpec("region", value: "name", help: "the region's name (a new name makes a new region)"),
  OptionSpec("time-zone", value: "zone", help: "an IANA time zone such as Asia/Novosibirsk"),
  OptionSpec("latitude", value: "degrees", help: "the centre's latitude, -90 to 90 (with --longitude)"),
  OptionSpec("longitude", value: "degrees", help: "the centre's longitude, -180 to 180"),
  OptionSpec("position", value: "n", help: "where it stands in the Store's list of cities, 0-100000"),
  CommandDatabase.option,
]

/// Sets on `draft` the fields `command` gives.
private func apply(_ command: ParsedCommand, to draft: inout CityDraft) throws {
  draft.region = command["region"] ?? draft.region
  draft.timeZone = command["time-zone"] ?? draft.timeZone
  draft.latitude = try PlacesCommand.number(command, "latitude") ?? draft.latitude
  draft.longitude = try PlacesCommand.number(command, "longitude") ?? draft.longitude
  draft.position = try AdminCommand.integer(command, "position", in: 0...100_000) ?? draft.position
}

/// `meowls city list`: every city with its region, zone and open shops.
struct CityListCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "city list", summary: "List the cities with their regions, time zones and open shops, hidden ones marked.",
    options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let cities = try PlacesCommand.with(command, environment: environment) { try $0.cities.list() }
    guard !cities.isEmpty else { return console.out("no cities") }
    console.out(
      StaffTable.text(
        [["name", "region", "time zone", "shops", "state", "id"]]
          + cities.map {
            [$0.name, $0.region, $0.timeZone, String($0.openShops), $0.hidden ? "hidden" : "listed", $0.id.uuidString]
          }))
  }
}

/// `meowls city add`: a new city, listed by the Store at once.
struct CityAddCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "city add", summary: "Add a city (and its region when new).",
    options: [
      OptionSpec("name", value: "text", help: "the city's name (required)"),
      OptionSpec("id", value: "uuid", help: "its FIAS GUID (default: a new id)"),
    ] + cityFields)

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    var draft = CityDraft(
      name: try command.required("name"), region: try command.required("region"),
      timeZone: try command.required("time-zone"))
    if let text = command["id"] {
      guard let id = City.ID(uuidString: text) else {
        throw UsageError(message: "--id must be a UUID, not '\(text)'", command: command.name)
      }
      draft.id = id
    }
    try apply(command, to: &draft)
    let city = try PlacesCommand.with(command, environment: environment) {
      try $0.cities.create(draft, by: .console)
    }
    console.out("added city \(city.summary)")
  }
}

/// `meowls city edit`: renames a city or changes its region, zone, centre or place.
struct CityEditCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "city edit", summary: "Rename a city or change its region, time zone, centre or place in the list.",
    options: [PlacesCommand.cityOption, OptionSpec("name", value: "text", help: "a new name")] + cityFields)

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("city", command, environment: environment, console: console, done: "changed city") {
      places, key in
      let id = try places.cities.resolve(key)
      guard var draft = try places.cities.list().first(where: { $0.id == id })?.draft else {
        throw PlacesError.cityNotFound(key)
      }
      draft.name = command["name"] ?? draft.name
      try apply(command, to: &draft)
      return try places.cities.edit(id, draft, by: .console).summary
    }
  }
}

/// `meowls city hide`.
struct CityHideCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "city hide", summary: "Take a city without open shops off the Store's list of cities.",
    options: [PlacesCommand.cityOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("city", command, environment: environment, console: console, done: "hid city") {
      try $0.cities.setHidden(try $0.cities.resolve($1), true, by: .console).summary
    }
  }
}

/// `meowls city show`.
struct CityShowCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "city show", summary: "Put a hidden city back on the Store's list of cities.",
    options: [PlacesCommand.cityOption, CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    try PlacesCommand.onPlace("city", command, environment: environment, console: console, done: "showed city") {
      try $0.cities.setHidden(try $0.cities.resolve($1), false, by: .console).summary
    }
  }
}
