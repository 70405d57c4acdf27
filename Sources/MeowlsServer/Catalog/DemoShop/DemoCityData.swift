import Foundation

/// A city in `cities.json` with its FIAS GUID.
struct DemoCityData: Decodable {
  var fiasId: UUID
  var latitude: Double
  var longitude: Double
  var name: String
  var region: String
  var timeZone: String
}
