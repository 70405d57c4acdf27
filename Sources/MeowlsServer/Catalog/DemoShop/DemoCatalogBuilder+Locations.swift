import Foundation

extension DemoCatalogBuilder {
  mutating func buildLocations() throws {
    try addLocation(files.shops.warehouse, kind: .warehouse, entry: "warehouse")
    for (index, shop) in files.shops.shops.enumerated() {
      try addLocation(shop, kind: .shop, entry: "shop [\(index)] «\(shop.name)»")
    }
  }

  private mutating func addLocation(_ data: DemoShopData, kind: DemoLocationKind, entry: String) throws {
    func invalid(_ reason: String) -> DemoCatalogError {
      .invalidEntry(file: "shops.json", entry: entry, reason: reason)
    }
    guard let city = cities.first(where: { $0.name == data.city }) else { throw invalid("unknown city «\(data.city)»") }
    let code = DemoTransliteration.code(data.name)
    guard !code.isEmpty, !locations.contains(where: { $0.code == code }) else { throw invalid("duplicate name") }
    let distance = GreatCircle.kilometres(city.latitude, city.longitude, data.latitude, data.longitude)
    guard distance <= 40 else { throw invalid("\(Int(distance)) km from the centre of \(city.name)") }
    let days = [
      data.hours.weekdays, data.hours.weekdays, data.hours.weekdays, data.hours.weekdays, data.hours.weekdays,
      data.hours.saturday ?? data.hours.weekdays, data.hours.sunday ?? data.hours.weekdays,
    ]
    var hours: [DemoOpeningHours] = []
    for (index, day) in days.enumerated() {
      let parts = day.split(separator: "-").map(String.init)
      guard parts.count == 2, let opens = Self.minutes(parts[0]), let closes = Self.minutes(parts[1]), opens < closes
      else { throw invalid("hours «\(day)» are not HH:mm-HH:mm") }
      hours.append(DemoOpeningHours(closes: parts[1], opens: parts[0], weekday: index + 1))
    }
    locations.append(
      DemoLocation(
        address: data.address, cityID: city.id, code: code, id: DemoIdentifier.uuid("location", code), kind: kind,
        latitude: data.latitude, longitude: data.longitude, name: data.name, openingHours: hours, phone: data.phone))
  }
}
