/// A house number as DaData writes it: `д 47`, `д 12А`, `д 47/1`, `д 5 к 2`, `д 5 стр 1`.
struct HouseNumber: Hashable, Sendable {
  var number: Int
  /// A capital letter after the number (`12А`).
  var letter: Character?
  /// The part after a slash (`47/1`), for a house on a corner.
  var fraction: Int?
  /// The korpus (`к 2`).
  var building: Int?
  /// The stroyeniye (`стр 1`).
  var structure: Int?

  init(number: Int, letter: Character? = nil, fraction: Int? = nil, building: Int? = nil, structure: Int? = nil) {
    self.number = number
    self.letter = letter
    self.fraction = fraction
    self.building = building
    self.structure = structure
  }

  /// `"д 47/1"`, `"д 12А к 2"`.
  var text: String {
    var text = "д \(number)"
    if let letter { text.append(letter) }
    if let fraction { text += "/\(fraction)" }
    if let building { text += " к \(building)" }
    if let structure { text += " стр \(structure)" }
    return text
  }

  /// The compact form that queries are matched against: `"47/1"`, `"12а"`, `"5к2"`, `"5с1"`.
  var key: [UInt16] {
    var key = "\(number)"
    if let letter { key += letter.lowercased() }
    if let fraction { key += "/\(fraction)" }
    if let building { key += "к\(building)" }
    if let structure { key += "с\(structure)" }
    return Array(key.utf16)
  }

  /// The natural order: by number, then the plain house, corner (`/1`) and lettered forms, korpuses, stroyeniyes.
  static func precedes(_ left: HouseNumber, _ right: HouseNumber) -> Bool {
    func parts(_ house: HouseNumber) -> (Int, Int, Int, String, Int) {
      (
        house.number, house.structure ?? 0, house.building ?? 0, house.letter.map(String.init) ?? "",
        house.fraction ?? 0
      )
    }
    return parts(left) < parts(right)
  }
}
