extension HouseNumber {
  /// Reads a compact key back (`"47/1"`, `"12а"`, `"5к2"`, `"5с1"`); nil when it is not one whole house number.
  init?(key: String) {
    var rest = Substring(key)
    func integer() -> Int? {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(digits.count)
      return digits.isEmpty || digits.count > 5 ? nil : Int(digits)
    }
    guard let number = integer(), number > 0 else { return nil }
    self.init(number: number)
    if let first = rest.first, first.isLetter, first != "к", first != "с" {
      letter = Character(first.uppercased())
      rest = rest.dropFirst()
    }
    let parts: [(Character, WritableKeyPath<HouseNumber, Int?>)] = [
      ("/", \.fraction), ("к", \.building), ("с", \.structure),
    ]
    for (marker, part) in parts where rest.first == marker {
      rest = rest.dropFirst()
      guard let value = integer() else { return nil }
      self[keyPath: part] = value
    }
    guard rest.isEmpty else { return nil }
  }
}
