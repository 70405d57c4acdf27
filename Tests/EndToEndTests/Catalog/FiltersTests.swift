import Foundation
import MeowlsAPI
import Testing

@Suite struct FiltersTests {
  typealias F = FixtureCatalog

  func groups(_ filters: FilterSelection, category: UUID = F.koshki) throws -> [FilterGroup] {
    try FixtureServer.shared.get(
      api(.catalog(.filters(FiltersQuery(categoryID: Category.ID(category), filters: filters)))))
  }

  func group(_ name: String, _ displayName: String, _ values: [(String, Int)]) -> FilterGroup {
    FilterGroup(
      displayName: displayName, name: name, type: .multiple,
      values: values.map { FilterValue(count: $0.1, displayName: $0.0, value: $0.0) })
  }

  @Test func sortGroupComesFirstWithItsFiveValues() throws {
    let sort = try groups([:])[0]
    #expect(
      sort
        == FilterGroup(
          defaultValue: "index", displayName: "Сортировка", name: "sort", type: .single,
          values: [
            FilterValue(displayName: "По умолчанию", value: "index"),
            FilterValue(displayName: "Сначала дешевые", value: "price"),
            FilterValue(displayName: "Сначала дорогие", value: "-price"),
            FilterValue(displayName: "По названию (А-я)", value: "name"),
            FilterValue(displayName: "По названию (Я-а)", value: "-name"),
          ]))
  }

  @Test func withoutFiltersEveryPropertyIsCountedOverTheCategory() throws {
    #expect(
      try groups([:]).dropFirst()
        == [
          group("brand", "Бренд", [("Acana", 2), ("Brit", 3), ("Мираторг", 1)]),
          group("weight", "Вес", [("1,5 кг", 2), ("10 кг", 3), ("400 г", 3)]),
          group("age", "Возраст", [("взрослые (1-6)", 4), ("котята", 1)]),
        ])
  }

  @Test func oneSelectedKeyCountsOverItsMatchesOnly() throws {
    #expect(
      try groups(["brand": ["Brit"]]).dropFirst()
        == [
          group("brand", "Бренд", [("Brit", 3)]),
          group("weight", "Вес", [("1,5 кг", 1), ("10 кг", 1), ("400 г", 2)]),
          group("age", "Возраст", [("взрослые (1-6)", 2)]),
        ])
  }

  @Test func twoSelectedKeysCountProductsMatchingEitherOne() throws {
    #expect(
      try groups(["brand": ["Brit"], "age": ["котята"]]).dropFirst()
        == [
          group("brand", "Бренд", [("Acana", 1), ("Brit", 3)]),
          group("weight", "Вес", [("1,5 кг", 2), ("10 кг", 1), ("400 г", 2)]),
          group("age", "Возраст", [("взрослые (1-6)", 2), ("котята", 1)]),
        ])
  }

  @Test func threeSelectedKeysCountProductsMissingAtMostOne() throws {
    let counted = try groups(["brand": ["Acana"], "age": ["взрослые (1-6)"], "weight": ["10 кг"]]).dropFirst()
    // Acana Adult matches all three; Мираторг and Brit Premium miss only the brand; Acana Kitten misses two.
    #expect(counted.first { $0.name == "brand" }?.values.map(\.value) == ["Acana", "Brit", "Мираторг"])
  }

  @Test func leafCategoryCountsItsOwnProducts() throws {
    #expect(try groups([:], category: F.igrushki).dropFirst() == [group("brand", "Бренд", [("Brit", 1)])])
  }

  @Test func sortParameterIsAcceptedAndIgnored() throws {
    let target = "/api/v1/filters?category_id=\(F.koshki)&sort=-price"
    #expect(try FixtureServer.shared.get(target, as: [FilterGroup].self) == groups([:]))
  }
}
