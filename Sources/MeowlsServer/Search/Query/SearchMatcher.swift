/// Finds the documents (products or categories) that match every unit of a query and ranks them.
///
/// Work is proportional to the postings of the matched words, never to the catalogue: the unit with the fewest
/// postings is walked first and makes the candidates; every other unit's postings only update candidates (one array
/// look-up each). Memory: a reused `MatchScratch` (one `Int32` per document, one `UInt16` per candidate and unit).
enum SearchMatcher {
  /// A matched document and its `SearchRanking` key.
  struct Match: Equatable {
    let document: Int32
    let key: UInt64
  }

  /// Every document matching all `units`, unordered. `scratch` is reused between calls (no large allocation per
  /// request) and left clean.
  static func matches(
    _ units: [TermExpansion], in postings: PostingLists, documentCount: Int, ties: [UInt32], requirePrimary: Bool,
    scratch: MatchScratch
  ) -> [Match] {
    let width = units.count
    guard width > 0, documentCount > 0, units.allSatisfy({ !$0.isEmpty }) else { return [] }
    let volumes = units.map { $0.terms.reduce(0) { $0 + postings.count($1.term) } }
    let order = units.indices.sorted { (volumes[$0], $0) < (volumes[$1], $1) }
    scratch.prepare(documentCount: documentCount)
    defer { scratch.clean() }
    postings.lists.items.withUnsafeBufferPointer { items in
      scratch.slots.withUnsafeMutableBufferPointer { slot in
        for (step, unit) in order.enumerated() {
          for (term, kind) in units[unit].terms {
            for index in Int(postings.lists.offsets[Int(term)])..<Int(postings.lists.offsets[Int(term) + 1]) {
              let posting = UInt32(bitPattern: items[index])
              let document = Int(posting >> 8)
              var candidate = Int(slot[document])
              if candidate < 0 {
                guard step == 0 else { continue }
                candidate = scratch.documents.count
                slot[document] = Int32(candidate)
                scratch.documents.append(Int32(document))
                scratch.values.append(contentsOf: repeatElement(SearchRanking.unmatched, count: width))
              }
              let value = SearchRanking.value(kind: kind, posting: posting)
              let place = candidate * width + unit
              if value < scratch.values[place] { scratch.values[place] = value }
            }
          }
        }
      }
    }
    var result: [Match] = []
    scratch.values.withUnsafeBufferPointer { values in
      for (candidate, document) in scratch.documents.enumerated() {
        let row = UnsafeBufferPointer(rebasing: values[candidate * width..<(candidate + 1) * width])
        if let key = SearchRanking.key(row, tie: ties[Int(document)], requirePrimary: requirePrimary) {
          result.append(Match(document: document, key: key))
        }
      }
    }
    return result
  }

  /// The union of the matches of several alternatives, each document once with its best key.
  static func union(_ lists: [[Match]]) -> [Match] {
    guard lists.count > 1 else { return lists.first ?? [] }
    var best: [Int32: UInt64] = [:]
    for list in lists {
      for match in list where best[match.document].map({ match.key < $0 }) ?? true {
        best[match.document] = match.key
      }
    }
    return best.map { Match(document: $0.key, key: $0.value) }
  }

  /// The `limit` best matches, best first, without sorting the rest.
  static func top(_ matches: [Match], limit: Int) -> [Match] {
    guard limit > 0 else { return [] }
    // NB: insertion into a short sorted list beats sorting everything for a page or two; deep pages sort.
    if matches.count <= limit || limit > 256 { return Array(matches.sorted { $0.key < $1.key }.prefix(limit)) }
    var best: [Match] = []
    best.reserveCapacity(limit + 1)
    for match in matches where best.count < limit || match.key < best[best.count - 1].key {
      let place = best.firstIndex { match.key < $0.key } ?? best.count
      best.insert(match, at: place)
      if best.count > limit { best.removeLast() }
    }
    return best
  }
}
