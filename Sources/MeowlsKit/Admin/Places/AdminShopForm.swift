import Foundation
import MeowlsAPI

/// A shop's form as typed (`POST /admin/shops`, the whole shop again on an edit): the fields found wrong before
/// sending, and which field an API refusal belongs to.
public struct AdminShopForm: Equatable, Sendable {
  /// A field of the form, to put a message under; the hours one per weekday.
  public enum Field: Hashable, Sendable {
    case address
    case city
    case code
    case hours(Weekday)
    case kind
    case latitude
    case longitude
    case name
    case phone
    case position
  }

  /// One weekday's hours as typed (both empty: closed that day).
  public struct Hours: Equatable, Sendable {
    public var closes: String
    public var opens: String

    public init(opens: String = "", closes: String = "") {
      self.closes = closes
      self.opens = opens
    }
  }

  /// The week, Monday first, as the form lists it.
  public static let week: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

  public var address: String
  public var cityID: City.ID?
  public var code: String
  public var hours: [Weekday: Hours]
  public var kind: StockLocationKind
  public var latitude: String
  public var longitude: String
  public var name: String
  public var phone: String
  public var pickup: Bool
  /// The place among the locations (smaller first); empty: a new shop goes last, an edit keeps its place.
  public var position: String

  public init(
    address: String = "", cityID: City.ID? = nil, code: String = "", hours: [Weekday: Hours] = [:],
    kind: StockLocationKind = .shop, latitude: String = "", longitude: String = "", name: String = "",
    phone: String = "", pickup: Bool = true, position: String = ""
  ) {
    self.address = address
    self.cityID = cityID
    self.code = code
    self.hours = hours
    self.kind = kind
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.phone = phone
    self.pickup = pickup
    self.position = position
  }

  /// The form of a stored shop.
  public init(shop: AdminShop) {
    self.init(
      address: shop.address, cityID: shop.cityID, code: shop.code,
      hours: Dictionary(
        shop.openingHours.map { ($0.weekday, Hours(opens: $0.opens.string, closes: $0.closes.string)) },
        uniquingKeysWith: { first, _ in first }),
      kind: shop.kind, latitude: Self.number(shop.location.latitude), longitude: Self.number(shop.location.longitude),
      name: shop.name, phone: shop.phone ?? "", pickup: shop.pickup, position: String(shop.position))
  }

  /// The fields typed wrong (empty: it can be sent). Ranges, times and the code's letters are the API's to check;
  /// the form only keeps what cannot be sent at all (no city, a coordinate or a position that is no number, half a
  /// day's hours).
  public var problems: Set<Field> {
    var problems: Set<Field> = []
    if code.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.code) }
    if name.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.name) }
    if address.trimmingCharacters(in: .whitespaces).isEmpty { problems.insert(.address) }
    if cityID == nil { problems.insert(.city) }
    if Self.parse(latitude) == nil { problems.insert(.latitude) }
    if Self.parse(longitude) == nil { problems.insert(.longitude) }
    if !position.isEmpty, Int(position.trimmingCharacters(in: .whitespaces)) == nil { problems.insert(.position) }
    for (day, hours) in hours where hours.opens.isEmpty != hours.closes.isEmpty { problems.insert(.hours(day)) }
    return problems
  }

  /// The draft sent, or nil while a field is typed wrong; the open days Monday first.
  public var draft: ShopDraft? {
    guard problems.isEmpty, let cityID, let latitude = Self.parse(latitude), let longitude = Self.parse(longitude)
    else { return nil }
    let phone = phone.trimmingCharacters(in: .whitespaces)
    return ShopDraft(
      address: address.trimmingCharacters(in: .whitespaces), cityID: cityID,
      code: code.trimmingCharacters(in: .whitespaces), kind: kind, latitude: latitude, longitude: longitude,
      name: name.trimmingCharacters(in: .whitespaces), openingHours: openDays, phone: phone.isEmpty ? nil : phone,
      pickup: kind == .shop && pickup, position: Int(position.trimmingCharacters(in: .whitespaces)))
  }

  private var openDays: [OpeningHoursDraft] {
    Self.week.compactMap { day in
      guard let hours = hours[day], !hours.opens.isEmpty else { return nil }
      return OpeningHoursDraft(closes: hours.closes, opens: hours.opens, weekday: day.rawValue)
    }
  }

  /// The field an API refusal names, or nil for one shown above the fields; a row of the hours is the weekday the
  /// `sent` draft has at that row.
  public static func field(of error: APIError, sent: ShopDraft?) -> Field? {
    if error.code == .cityNotFound { return .city }
    guard let field = AdminPlacesRefusal.field(of: error) else { return nil }
    switch field {
    case "address": return .address
    case "city_id": return .city
    case "code": return .code
    case "kind": return .kind
    case "latitude": return .latitude
    case "longitude": return .longitude
    case "name": return .name
    case "phone": return .phone
    case "position": return .position
    default:
      guard field.hasPrefix("opening_hours["), let rows = sent?.openingHours,
        let index = Int(field.dropFirst(14).prefix { $0.isNumber }), rows.indices.contains(index),
        let day = Weekday(rawValue: rows[index].weekday)
      else { return nil }
      return .hours(day)
    }
  }

  /// The Kit's words for a refusal of `field` that say more than the API's code: a coordinate out of range
  /// (`invalidLocation`) names its range.
  public static func message(of error: APIError, at field: Field) -> PlacesString? {
    guard error.code == .invalidLocation else { return nil }
    switch field {
    case .latitude: return .shopLatitudeRange
    case .longitude: return .shopLongitudeRange
    default: return nil
    }
  }

  /// A coordinate as typed: a decimal point or comma.
  static func parse(_ text: String) -> Double? {
    Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
  }

  /// A coordinate drawn back as the API answered it, without a trailing `.0`.
  public static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
