/// What the user typed for a house, or a house and a flat: `"47"`, `"д 47/1"`, `"5 корп 2"`, `"д 47 3"`,
/// `"47, кв 3"`.
struct HouseQuery: Equatable, Sendable {
  /// The start of the house's compact key (`HouseNumber.key`): `"47"`, `"5к2"`.
  var house: [UInt16]
  /// The start of the flat number, digits only; empty when no flat was typed.
  var flat: String

  /// Nil when the text does not start with a house number.
  init?(_ text: String) {
    var tokens = SuggestionText.words(text).filter { $0 != "д" && $0 != "дом" }
    var flat: [String] = []
    if let marker = tokens.firstIndex(where: { Self.flatMarkers.contains($0) }) {
      flat = Array(tokens[(marker + 1)...])
      tokens = Array(tokens[..<marker])
    } else if tokens.count >= 2, let last = tokens.last, last.allSatisfy(\.isNumber),
      !Self.partMarkers.keys.contains(tokens[tokens.count - 2])
    {
      // NB: a bare number after a complete house is the flat: «47 3» is flat 3 of house 47, as in DaData's example.
      flat = [last]
      tokens.removeLast()
    }
    let house = tokens.map { Self.partMarkers[$0] ?? $0 }.joined()
    guard house.first?.isNumber == true, flat.count <= 1, flat.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
      return nil
    }
    self.house = Array(house.utf16)
    self.flat = flat.first ?? ""
  }

  private static let flatMarkers: Set<String> = ["кв", "квартира", "кварт"]
  private static let partMarkers: [String: String] = [
    "к": "к", "корп": "к", "корпус": "к", "с": "с", "стр": "с", "строение": "с",
  ]
}
