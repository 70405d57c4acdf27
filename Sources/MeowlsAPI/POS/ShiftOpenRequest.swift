/// The body of `POST /pos/shifts`: `{register_id, opening_float}`.
public struct ShiftOpenRequest: Codable, Hashable, Sendable {
  /// The cash put in the drawer, in roubles (0 or more).
  public var openingFloat: Money
  /// The register to open the shift on.
  public var registerID: Register.ID

  /// An opening.
  public init(openingFloat: Money, registerID: Register.ID) {
    self.openingFloat = openingFloat
    self.registerID = registerID
  }

  enum CodingKeys: String, CodingKey {
    case openingFloat = "opening_float"
    case registerID = "register_id"
  }
}
