import Foundation
import MeowlsAPI
import MeowlsServer

/// What the `shop` and `city` commands share: the services on `--db`, their options, and a refusal told as the API
/// tells it (its reason and field), exit 2.
struct PlacesCommand {
  let cities: CityAdmin
  let shops: ShopAdmin

  /// Runs `body` with the places of `command`'s database (migrated first).
  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, _ body: (PlacesCommand) throws -> T
  ) throws -> T {
    try CommandDatabase.with(CommandDatabase.path(of: command), environment: environment) { database, _ in
      let (clock, random) = (environment.clock, environment.random)
      let places = PlacesCommand(
        cities: CityAdmin(database: database, clock: clock, random: random),
        shops: ShopAdmin(database: database, clock: clock, random: random))
      do {
        return try body(places)
      } catch let error as any ResponseError {
        let field = error.body.failures?.first.map { " (\($0.field))" } ?? ""
        throw UsageError(message: error.body.reason + field, command: command.name)
      }
    }
  }

  /// Runs `change` on the city or shop that the required `--<option>` names (its id, name or code, resolved by
  /// `change`), then tells `console` `done` followed by the summary `change` answers: the one shape of `city edit |
  /// hide | show` and `shop edit | close | reopen`.
  static func onPlace(
    _ option: String, _ command: ParsedCommand, environment: AppEnvironment, console: Console, done: String,
    _ change: (PlacesCommand, String) throws -> String
  ) throws {
    let key = try command.required(option)
    let summary = try with(command, environment: environment) { try change($0, key) }
    console.out("\(done) \(summary)")
  }

  /// A number option, nil when absent; a usage error when it is none.
  static func number(_ command: ParsedCommand, _ option: String) throws(UsageError) -> Double? {
    guard let text = command[option] else { return nil }
    guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
      throw UsageError(message: "--\(option) must be a number, not '\(text)'", command: command.name)
    }
    return value
  }

  /// `--hours monday=09:00-21:00,saturday=10:00-20:00` as the draft's rows (`none`: no open day), nil when absent;
  /// the times themselves are the server's to check, so that the refusal names the row.
  static func hours(_ command: ParsedCommand) throws(UsageError) -> [OpeningHoursDraft]? {
    guard let text = command["hours"] else { return nil }
    guard text != "none" else { return [] }
    var rows: [OpeningHoursDraft] = []
    for day in text.split(separator: ",") {
      let parts = day.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      let times = parts.count == 2 ? parts[1].split(separator: "-", maxSplits: 1).map(String.init) : []
      guard times.count == 2 else {
        throw UsageError(
          message: "--hours is weekday=HH:MM-HH:MM[,…] or none, not '\(day)'", command: command.name)
      }
      rows.append(OpeningHoursDraft(closes: times[1], opens: times[0], weekday: parts[0].lowercased()))
    }
    return rows
  }

  static let cityOption = OptionSpec("city", value: "city", help: "the city's id or name (required)")
  static let shopOption = OptionSpec("shop", value: "code", help: "the shop's or warehouse's code or id (required)")
  static let hoursOption = OptionSpec(
    "hours", value: "days", help: "opening hours: monday=09:00-21:00,saturday=10:00-20:00 (or none)")
}

extension AdminShop {
  /// `<code> <id> «name»` for the console.
  var summary: String { "\(code) \(id.rawValue.uuidString) «\(name)»\(closed ? " (closed)" : "")" }

  /// The shop as a draft, for an edit that changes a few fields.
  var draft: ShopDraft {
    ShopDraft(
      address: address, cityID: cityID, code: code, kind: kind, latitude: location.latitude,
      longitude: location.longitude, name: name,
      openingHours: openingHours.map {
        OpeningHoursDraft(closes: $0.closes.string, opens: $0.opens.string, weekday: $0.weekday.rawValue)
      }, phone: phone, pickup: pickup, position: position)
  }
}

extension AdminCity {
  /// `<id> «name»` for the console.
  var summary: String { "\(id.rawValue.uuidString) «\(name)»\(hidden ? " (hidden)" : "")" }

  /// The city as a draft, for an edit that changes a few fields.
  var draft: CityDraft {
    CityDraft(
      latitude: location?.latitude, longitude: location?.longitude, name: name, position: position, region: region,
      timeZone: timeZone)
  }
}
