import Foundation
import MeowlsAPI

/// The cities of the back office (`/api/v1/admin/cities...`, `meowls city …`): create, edit (name, region, time
/// zone, centre, position), hide and show, each audited (`city.create`, `city.edit`, `city.hide`, `city.show`,
/// subject type `city`) and seen by `GET /cities` at once.
public struct CityAdmin: Sendable {
  let clock: Clock
  let database: any Database
  let random: RandomSource
  /// The IANA identifiers a city's time zone must be one of.
  let zones: Set<String>

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
    zones = Set(TimeZone.knownTimeZoneIdentifiers)
  }

  /// Every city, hidden ones too, in `GET /cities` order.
  public func list() throws -> [AdminCity] {
    try database.withConnection { try CityAdminStore.cities(in: $0) }
  }

  /// The city with this id or exact name (the commands' `--city`); `cityNotFound` otherwise.
  public func resolve(_ key: String) throws -> City.ID {
    let trimmed = key.trimmingCharacters(in: .whitespaces)
    let cities = try list()
    if let id = City.ID(uuidString: trimmed), cities.contains(where: { $0.id == id }) { return id }
    guard let city = cities.first(where: { $0.name == trimmed }) else { throw PlacesError.cityNotFound(trimmed) }
    return city.id
  }

  /// `POST /admin/cities`.
  public func create(_ draft: CityDraft, by actor: AdminActor?) throws -> AdminCity {
    let fields = try PlacesRules.city(draft, knownZones: zones)
    let id = draft.id ?? City.ID(random.uuid())
    return try database.transaction { connection in
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      guard try CityAdminStore.city(id, in: connection) == nil else {
        throw PlacesError.invalid(field: "id", reason: "Another city already has this id.")
      }
      try write(fields, as: id, position: nil, isNew: true, connection)
      let city = try Self.existing(id, connection)
      try change.end("city.create", "city", id.uuidString, before: nil, after: city, connection)
      return city
    }
  }

  /// `POST /admin/cities/{id}`: the whole city again; an absent position keeps its place.
  public func edit(_ id: City.ID?, _ draft: CityDraft, by actor: AdminActor?) throws -> AdminCity {
    let fields = try PlacesRules.city(draft, knownZones: zones)
    return try database.transaction { connection in
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      let before = try Self.existing(id, connection)
      try write(fields, as: before.id, position: before.position, isNew: false, connection)
      let after = try Self.existing(before.id, connection)
      try change.end("city.edit", "city", before.id.uuidString, before: before, after: after, connection)
      return after
    }
  }

  /// `POST /admin/cities/{id}/hide` and `/show`; hiding is refused while the city has open locations, and a city
  /// already so changes nothing (no audit row).
  public func setHidden(_ id: City.ID?, _ hidden: Bool, by actor: AdminActor?) throws -> AdminCity {
    try database.transaction { connection in
      let before = try Self.existing(id, connection)
      // NB: nothing begun for a city already so: a bump would drop every server's cached pages for nothing.
      guard before.hidden != hidden else { return before }
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      if hidden, before.openShops > 0 {
        throw PlacesError.cityHasOpenShops(before.id.rawValue, shops: before.openShops)
      }
      try CityAdminStore.setHidden(before.id, hidden, in: connection)
      let after = try Self.existing(before.id, connection)
      try change.end(
        hidden ? "city.hide" : "city.show", "city", before.id.uuidString, before: before, after: after, connection)
      return after
    }
  }

  private var now: Int64 { EpochSeconds.from(clock.now()) }

  private func write(
    _ fields: PlacesRules.CityFields, as id: City.ID, position: Int?, isNew: Bool, _ connection: any DatabaseConnection
  ) throws {
    if try CityAdminStore.nameTaken(fields.name, except: id, in: connection) {
      throw PlacesError.cityNameTaken(fields.name)
    }
    let region = try CityAdminStore.region(named: fields.region, newID: random.uuid(), in: connection)
    let place = try fields.position ?? position ?? CityAdminStore.nextPosition(in: connection)
    try CityAdminStore.write(fields, as: id, region: region, position: place, isNew: isNew, in: connection)
  }

  private static func existing(_ id: City.ID?, _ connection: any DatabaseConnection) throws -> AdminCity {
    guard let id, let city = try CityAdminStore.city(id, in: connection) else {
      throw PlacesError.cityNotFound(id?.uuidString ?? "")
    }
    return city
  }
}
