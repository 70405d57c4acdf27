import Foundation
import MeowlsAPI

/// `POST /suggestions/addresses` formatted locally (api.md §12.5): the street as the data writes it, then the house,
/// flat, entrance and floor.
enum FullAddressFormatting {
  /// The answer for `address` on `street`: city, street, house and flat echoed as sent; `entrance` `"п X"`; `floor`
  /// `"эт эт X"` (the original's doubled prefix, kept on purpose); `formatted`
  /// `"г <city>, <street>, д <house>[, кв <flat>][, п X][, эт X]"`; the location as sent.
  static func normalized(_ address: Address, on street: LocatedStreet) -> Address {
    let entrance = nonBlank(address.entrance)
    let floor = nonBlank(address.floor)
    var formatted = "\(street.text), \(houseText(address.house))"
    if let flat = nonBlank(address.flat).flatMap(flatNumber) { formatted += ", кв \(flat)" }
    if let entrance { formatted += ", п \(entrance)" }
    if let floor { formatted += ", эт \(floor)" }
    return Address(
      city: address.city, entrance: entrance.map { "п \($0)" }, flat: address.flat,
      floor: floor.map { "эт эт \($0)" }, formatted: formatted, house: address.house, location: address.location,
      street: address.street)
  }

  /// `"д 47"` for `"47"`, `"д 47"`, `"дом 47"`; `"д 5 к 2"` for `"5к2"`; other text after `"д "` as sent.
  static func houseText(_ house: String) -> String {
    if let query = HouseQuery(house), query.flat.isEmpty,
      let number = HouseNumber(key: String(decoding: query.house, as: UTF16.self))
    {
      return number.text
    }
    let words = house.split(separator: " ")
    let rest =
      words.first.map { ["д", "д.", "дом"].contains($0.lowercased()) } == true ? words.dropFirst() : words[...]
    return "д " + rest.joined(separator: " ")
  }

  /// `"3"` for `"3"`, `"кв 3"`, `"кв. 3"`, `"квартира 3"`; nil when nothing is left.
  static func flatNumber(_ flat: String) -> String? {
    var rest = Substring(flat.trimmingCharacters(in: .whitespaces))
    if let marker = ["квартира", "кв"].first(where: { rest.lowercased().hasPrefix($0) }) {
      rest = rest.dropFirst(marker.count).drop { $0 == "." || $0 == " " }
    }
    return rest.isEmpty ? nil : String(rest)
  }

  /// The trimmed text, or nil when there is none.
  private static func nonBlank(_ text: String?) -> String? {
    let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }
}
