import MeowlsAPI

extension FilterGroup {
  /// The sort group, always first in `/filters` (api.md §5.6).
  static let sort = FilterGroup(
    defaultValue: ProductSort.index.rawValue, displayName: "Сортировка", name: "sort", type: .single,
    values: [
      FilterValue(displayName: "По умолчанию", value: ProductSort.index.rawValue),
      FilterValue(displayName: "Сначала дешевые", value: ProductSort.price.rawValue),
      FilterValue(displayName: "Сначала дорогие", value: ProductSort.priceDescending.rawValue),
      FilterValue(displayName: "По названию (А-я)", value: ProductSort.name.rawValue),
      FilterValue(displayName: "По названию (Я-а)", value: ProductSort.nameDescending.rawValue),
    ])

  /// A property group: values with their product counts.
  init(_ facet: Facet) {
    self.init(
      displayName: facet.name, name: facet.code, type: .multiple,
      values: facet.values.map { FilterValue(count: $0.count, displayName: $0.text, value: $0.text) })
  }
}
