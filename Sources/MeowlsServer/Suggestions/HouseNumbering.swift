import Foundation

/// Plausible house numbers and flat counts, generated from a street's id alone: the same on every start and machine,
/// and never stored. Central streets (the first in their city's file) are longer.
enum HouseNumbering {
  /// The houses of a street in natural order: 1…N with gaps, some corner houses (`47/1`), letters (`12А`), korpuses
  /// (`5 к 2`) and stroyeniyes (`5 стр 1`).
  static func houses(ofStreet id: UUID, rank: Int) -> [HouseNumber] {
    var random = DemoRandom(key: "meowls-houses:\(id.uuidString)")
    let last = rank < 10 ? random.int(in: 60...180) : random.int(in: 12...90)
    var houses: [HouseNumber] = []
    for number in 1...last {
      guard number == 1 || !random.chance(percent: 6) else { continue }
      if number == 1 || !random.chance(percent: 4) { houses.append(HouseNumber(number: number)) }
      if random.chance(percent: 12) {
        for fraction in 1...random.int(in: 1...3) { houses.append(HouseNumber(number: number, fraction: fraction)) }
      }
      if random.chance(percent: 8) {
        for letter in "АБВ".prefix(random.int(in: 1...2)) { houses.append(HouseNumber(number: number, letter: letter)) }
      }
      if random.chance(percent: 8) {
        for building in 1...random.int(in: 1...4) { houses.append(HouseNumber(number: number, building: building)) }
      }
      if random.chance(percent: 3) {
        for structure in 1...random.int(in: 1...2) { houses.append(HouseNumber(number: number, structure: structure)) }
      }
    }
    return houses.sorted(by: HouseNumber.precedes)
  }

  /// How many flats a house has (numbered from 1): from a small house of 8 to a tower of 280.
  static func flatCount(street id: UUID, house: HouseNumber) -> Int {
    var random = DemoRandom(key: "meowls-flats:\(id.uuidString):\(house.text)")
    return random.element(of: [8, 12, 16, 24, 30, 36, 45, 48, 60, 72, 80, 90, 100, 108, 120, 144, 160, 180, 216, 280])
  }
}
