import Foundation
import MeowlsAPI

/// The checks of a city or shop draft, pure: each answers the values to store or the first thing wrong, named by
/// its field as the body spells it.
enum PlacesRules {
  /// A city as it is stored.
  struct CityFields: Equatable {
    var location: Location?
    var name: String
    var position: Int?
    var region: String
    var timeZone: String
  }

  /// A shop or warehouse as it is stored.
  struct ShopFields: Equatable {
    var address: String
    var cityID: City.ID
    var code: String
    var hours: [OpeningHours]
    var kind: StockLocationKind
    var location: Location
    var name: String
    var phone: String?
    var pickup: Bool
    var position: Int?
  }

  /// Positions stay small, so that no sum of them overflows.
  static let positions = 0...100_000

  /// Monday first, as `location_opening_hours.weekday` numbers them (1–7).
  static let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

  static func city(_ draft: CityDraft, knownZones: Set<String>) throws(PlacesError) -> CityFields {
    let name = try text(draft.name, field: "name", limit: 100)
    let region = try text(draft.region, field: "region", limit: 100)
    let zone = draft.timeZone.trimmingCharacters(in: .whitespaces)
    guard knownZones.contains(zone) else { throw .invalidTimeZone(String(zone.prefix(60))) }
    let location: Location?
    switch (draft.latitude, draft.longitude) {
    case (nil, nil): location = nil
    case (let latitude?, let longitude?): location = try self.location(latitude, longitude)
    default: throw .invalidLocation(field: draft.latitude == nil ? "latitude" : "longitude")
    }
    return CityFields(
      location: location, name: name, position: try position(draft.position), region: region, timeZone: zone)
  }

  static func shop(_ draft: ShopDraft) throws(PlacesError) -> ShopFields {
    let code = draft.code.trimmingCharacters(in: .whitespaces)
    guard code.wholeMatch(of: /[a-z0-9][a-z0-9_-]{0,39}/) != nil else {
      throw .invalid(field: "code", reason: "A code is 1–40 lowercase Latin letters, digits, '_' and '-'.")
    }
    let phone = draft.phone.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
    if let phone, phone.count > 30 || phone.contains(where: \.isNewline) {
      throw .invalid(field: "phone", reason: "A phone is at most 30 characters.")
    }
    let kind = draft.kind ?? .shop
    return ShopFields(
      address: try text(draft.address, field: "address", limit: 200), cityID: draft.cityID, code: code,
      hours: try hours(draft.openingHours), kind: kind, location: try location(draft.latitude, draft.longitude),
      name: try text(draft.name, field: "name", limit: 100), phone: phone,
      pickup: kind == .shop && draft.pickup != false,
      position: try position(draft.position))
  }

  /// A register's name, 1–60 characters; nil when none is given.
  static func registerName(_ name: String?) throws(PlacesError) -> String? {
    guard let name else { return nil }
    return try text(name, field: "name", limit: 60)
  }

  private static func hours(_ rows: [OpeningHoursDraft]) throws(PlacesError) -> [OpeningHours] {
    var days: [OpeningHours] = []
    for (index, row) in rows.enumerated() {
      let field = "opening_hours[\(index)]"
      guard let day = Weekday(rawValue: row.weekday) else {
        throw .invalidOpeningHours(field: "\(field).weekday", reason: "A weekday is monday … sunday.")
      }
      guard !days.contains(where: { $0.weekday == day }) else {
        throw .invalidOpeningHours(field: "\(field).weekday", reason: "Each weekday has at most one row.")
      }
      guard let opens = TimeOfDay(string: row.opens) else {
        throw .invalidOpeningHours(field: "\(field).opens", reason: "A time is HH:MM, 00:00 to 23:59.")
      }
      guard let closes = TimeOfDay(string: row.closes) else {
        throw .invalidOpeningHours(field: "\(field).closes", reason: "A time is HH:MM, 00:00 to 23:59.")
      }
      guard opens < closes else {
        throw .invalidOpeningHours(field: "\(field).closes", reason: "A shop opens before it closes.")
      }
      days.append(OpeningHours(closes: closes, opens: opens, weekday: day))
    }
    return days.sorted { number(of: $0.weekday) < number(of: $1.weekday) }
  }

  /// A weekday's number, Monday 1 … Sunday 7.
  static func number(of weekday: Weekday) -> Int {
    (weekdays.firstIndex(of: weekday) ?? 0) + 1
  }

  private static func location(_ latitude: Double, _ longitude: Double) throws(PlacesError) -> Location {
    guard latitude.isFinite, (-90...90).contains(latitude) else { throw .invalidLocation(field: "latitude") }
    guard longitude.isFinite, (-180...180).contains(longitude) else { throw .invalidLocation(field: "longitude") }
    return Location(latitude: latitude, longitude: longitude)
  }

  private static func position(_ position: Int?) throws(PlacesError) -> Int? {
    guard let position else { return nil }
    guard positions.contains(position) else {
      throw .invalid(field: "position", reason: "A position is a whole number 0–100000.")
    }
    return position
  }

  private static func text(_ value: String, field: String, limit: Int) throws(PlacesError) -> String {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...limit).contains(trimmed.count), !trimmed.contains(where: \.isNewline) else {
      throw .invalid(field: field, reason: "The \(field) is 1–\(limit) characters on one line.")
    }
    return trimmed
  }
}
