import Foundation

extension DemoCatalogBuilder {
  mutating func buildGeography() throws {
    for (index, data) in files.intervals.enumerated() {
      let entry = "interval [\(index)]"
      guard let from = Self.minutes(data.from), let to = Self.minutes(data.to), from < to else {
        throw DemoCatalogError.invalidEntry(file: "intervals.json", entry: entry, reason: "needs HH:mm from < to")
      }
      deliveryIntervals.append(
        DemoDeliveryInterval(
          from: data.from, id: DemoIdentifier.uuid("interval", "\(data.from)-\(data.to)"), to: data.to))
    }
    for (index, data) in files.cities.enumerated() {
      let entry = "city [\(index)] «\(data.name)»"
      func invalid(_ reason: String) -> DemoCatalogError {
        .invalidEntry(file: "cities.json", entry: entry, reason: reason)
      }
      guard !cities.contains(where: { $0.id == data.fiasId || $0.name == data.name }) else {
        throw invalid("duplicate FIAS id or name")
      }
      guard TimeZone(identifier: data.timeZone) != nil else { throw invalid("unknown time zone «\(data.timeZone)»") }
      guard (41.0...82.0).contains(data.latitude), (19.0...191.0).contains(data.longitude) else {
        throw invalid("coordinates outside Russia")
      }
      let regionID = DemoIdentifier.uuid("region", data.region)
      if !regions.contains(where: { $0.id == regionID }) {
        regions.append(DemoRegion(id: regionID, name: data.region))
      }
      cities.append(
        DemoCity(
          id: data.fiasId, latitude: data.latitude, longitude: data.longitude, name: data.name, regionID: regionID,
          timeZone: data.timeZone))
    }
  }

  /// Minutes since midnight of an `"HH:mm"` string.
  static func minutes(_ text: String) -> Int? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hours = Int(parts[0]), let minutes = Int(parts[1]),
      (0...24).contains(hours), (0...59).contains(minutes), hours * 60 + minutes <= 24 * 60
    else { return nil }
    return hours * 60 + minutes
  }
}
