/// The working arrays of `SearchMatcher`, kept between requests: on 100,000 products a fresh slot array per request
/// costs an allocation of 400 KB and its page faults, which showed as the slowest percent of suggestions.
/// Not thread-safe: one request uses it at a time (`SearchWorkspace`).
final class MatchScratch {
  /// Document → its candidate number, or −1; all −1 between calls.
  var slots: [Int32] = []
  var documents: [Int32] = []
  var values: [UInt16] = []

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
