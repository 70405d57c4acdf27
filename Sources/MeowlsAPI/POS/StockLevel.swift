/// The units of one variant at one location: `{city_id, kind, location_id, name, quantity}`.
public struct StockLevel: Codable, Hashable, Sendable {
  /// A stock location's id (a shop's is its `Shop.ID`).
  public typealias LocationID = Identifier<StockLevel>

  /// The location's city.
  public var cityID: City.ID
  /// Shop or warehouse.
  public var kind: StockLocationKind
  /// The location.
  public var locationID: LocationID
  /// The location's name.
  public var name: String
  /// The units there now.
  public var quantity: Int

  /// A stock level.
  public init(cityID: City.ID, kind: StockLocationKind, locationID: LocationID, name: String, quantity: Int) {
    self.cityID = cityID
    self.kind = kind
    self.locationID = locationID
    self.name = name
    self.quantity = quantity
  }

  enum CodingKeys: String, CodingKey {
    case cityID = "city_id"
    case kind
    case locationID = "location_id"
    case name
    case quantity
  }
}
