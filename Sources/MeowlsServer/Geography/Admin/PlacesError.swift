import Foundation
import MeowlsAPI

/// Why the back office refused a change of a city, shop or register. Each case carries what the answer's
/// `failures` name: the field (as the body spells it, `opening_hours[1].closes`) or the id.
public enum PlacesError: ResponseError, Equatable {
  /// A city with `shops` open shops and warehouses, asked to hide.
  case cityHasOpenShops(UUID, shops: Int)
  case cityNameTaken(String)
  case cityNotFound(String)
  case invalid(field: String, reason: String)
  case invalidLocation(field: String)
  case invalidOpeningHours(field: String, reason: String)
  case invalidTimeZone(String)
  case lastOpenWarehouse(UUID)
  case registerHasOpenShift(UUID)
  case registerNotFound(String)
  case shopCodeTaken(String)
  case shopNotFound(String)

  public var status: HTTPStatus {
    switch self {
    case .cityHasOpenShops, .cityNameTaken, .lastOpenWarehouse, .registerHasOpenShift, .shopCodeTaken: .conflict
    case .cityNotFound, .registerNotFound, .shopNotFound: .notFound
    case .invalid, .invalidLocation, .invalidOpeningHours, .invalidTimeZone: .badRequest
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .cityHasOpenShops(let id, let shops):
      ErrorResponse(
        code: .cityHasOpenShops,
        failures: [
          ErrorFailure(failure: id.uuidString, field: "ID"), ErrorFailure(failure: String(shops), field: "open_shops"),
        ],
        reason: "Close the city's \(shops) open shops and warehouses first.")
    case .cityNameTaken(let name):
      Self.response(.cityNameTaken, "Another city already has the name \(name).", "name", name)
    case .cityNotFound(let id): Self.response(.cityNotFound, "No city with this id.", "ID", id)
    case .invalid(let field, let reason): Self.response(.validationError, reason, field, reason)
    case .invalidLocation(let field):
      Self.response(
        .invalidLocation, "A latitude is within −90…90 and a longitude within −180…180, both or neither.", field, nil)
    case .invalidOpeningHours(let field, let reason): Self.response(.invalidOpeningHours, reason, field, reason)
    case .invalidTimeZone(let zone):
      Self.response(.invalidTimeZone, "Not an IANA time zone (like Asia/Novosibirsk): \(zone).", "time_zone", zone)
    case .lastOpenWarehouse(let id):
      Self.response(
        .lastOpenWarehouse, "Courier orders and the listed stock need an open warehouse; open another first.", "ID",
        id.uuidString)
    case .registerHasOpenShift(let id):
      Self.response(.registerHasOpenShift, "A shift is open on the register; close it first.", "ID", id.uuidString)
    case .registerNotFound(let id): Self.response(.registerNotFound, "No register of this shop has this id.", "ID", id)
    case .shopCodeTaken(let code):
      Self.response(.shopCodeTaken, "Another shop or warehouse already has the code \(code).", "code", code)
    case .shopNotFound(let id): Self.response(.shopNotFound, "No shop or warehouse with this id.", "ID", id)
    }
  }

  private static func response(_ code: ErrorCode, _ reason: String, _ field: String, _ failure: String?)
    -> ErrorResponse
  {
    ErrorResponse(code: code, failures: [ErrorFailure(failure: failure, field: field)], reason: reason)
  }
}
