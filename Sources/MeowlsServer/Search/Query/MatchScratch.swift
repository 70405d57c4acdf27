/// The working arrays of `SearchMatcher`, kept between requests: on 100,000 products a fresh slot array per request
/// costs an allocation of 400 KB and its page faults, which showed as the slowest percent of suggestions.
/// Not thread-safe: one request uses it at a time (`SearchWorkspace`).
final class MatchScratch {
  // NB: `@exclusivity(unchecked)`: one request owns a scratch at a time (the workspace pool sees to it), and the
  // dynamic exclusivity checks on these arrays in the matching loop took two fifths of a short-prefix query's time.
  /// Document → its candidate number, or −1; all −1 between calls.
  @exclusivity(unchecked) var slots: [Int32] = []
  @exclusivity(unchecked) var documents: [Int32] = []
  @exclusivity(unchecked) var values: [UInt16] = []

  func prepare(documentCount: Int) {
    if slots.count < documentCount { slots.append(contentsOf: repeatElement(-1, count: documentCount - slots.count)) }
  }

  /// Resets only the slots the call touched.
  func clean() {
    for document in documents { slots[Int(document)] = -1 }
    documents.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
  }
}
