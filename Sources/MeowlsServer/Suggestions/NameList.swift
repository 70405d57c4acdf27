/// The names of one part, indexed by key for prefix look-ups.
struct NameList: Sendable {
  private let entries: [NameEntry]
  private let index: SortedKeyIndex
  /// Each entry's place in the suggestion order, so choosing the best 20 compares integers only.
  private let places: [Int]

  /// Merges entries with the same key: the best rank and the first text stay, and differing genders become
  /// `indeterminate` (Мина is a man's and a woman's name).
  init(_ raw: [NameEntry]) {
    var merged: [NameEntry] = []
    var positions: [[UInt16]: Int] = [:]
    for entry in raw {
      guard let position = positions[entry.key] else {
        positions[entry.key] = merged.count
        merged.append(entry)
        continue
      }
      merged[position].rank = min(merged[position].rank, entry.rank)
      if merged[position].gender != entry.gender { merged[position].gender = .indeterminate }
    }
    entries = merged
    index = SortedKeyIndex(merged.enumerated().map { (key: $0.element.key, value: $0.offset) })
    var places = [Int](repeating: 0, count: merged.count)
    for (place, entry) in merged.indices.sorted(by: { NameEntry.precedes(merged[$0], merged[$1]) }).enumerated() {
      places[entry] = place
    }
    self.places = places
  }

  /// How many names the list holds.
  var count: Int { entries.count }

  /// Every name, in the suggestion order.
  var all: [NameEntry] { entries.sorted(by: NameEntry.precedes) }

  /// Up to `limit` names that start with `query` (case, ё/е and punctuation aside), most popular first, then
  /// alphabetically; none for a blank query.
  func matching(_ query: String, limit: Int) -> [NameEntry] {
    let key = NameEntry.key(query)
    guard !key.isEmpty else { return [] }
    var best = BoundedBest<Int>(limit: limit) { places[$0] < places[$1] }
    for position in index.range(prefix: key) {
      best.offer(index.values[position])
    }
    return best.elements.map { entries[$0] }
  }
}
