/// A MEOWLS shop as the POS sees it: `{id, city_id, name, address, time_zone?}`.
public struct Shop: Codable, Hashable, Sendable, Identifiable {
  /// A shop's id (the same UUID as the shop's pick-up point and stock location).
  public typealias ID = Identifier<Shop>

  /// The address as one line.
  public var address: String
  /// The shop's city.
  public var cityID: City.ID
  /// The shop id.
  public var id: ID
  /// The shop name, e.g. `"MEOWLS на Красном проспекте"`.
  public var name: String
  /// The IANA time zone of the shop's city (`Asia/Novosibirsk`), the clock its receipts and reports are in; absent
  /// from servers before it (an extension of ours, `Docs/pos.md`).
  public var timeZone: String?

  /// A shop.
  public init(address: String, cityID: City.ID, id: ID, name: String, timeZone: String? = nil) {
    self.address = address
    self.cityID = cityID
    self.id = id
    self.name = name
    self.timeZone = timeZone
  }

  enum CodingKeys: String, CodingKey {
    case address
    case cityID = "city_id"
    case id
    case name
    case timeZone = "time_zone"
  }
}
