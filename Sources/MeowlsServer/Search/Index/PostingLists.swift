/// For each term, the places it occurs: `document << 8 | place` packed in 32 bits (stored as `Int32` bit patterns in
/// the catalogue's `CompactLists`). `place` below 128 is the word position in the document's own name (127 for
/// anything later); 128 marks a *secondary* field (the product's brand and categories, a category's ancestors).
/// At most 2^24 documents (16.7 million).
struct PostingLists: Sendable {
  static let secondary: UInt32 = 128
  static let maximumDocuments = 1 << 24

  let lists: CompactLists

  init(lists: CompactLists) {
    self.lists = lists
  }

  /// Groups `pairs` (term, posting) into `termCount` lists.
  init(termCount: Int, pairs: [(term: Int32, posting: UInt32)]) {
    lists = CompactLists(count: termCount, pairs: pairs.map { ($0.term, Int32(bitPattern: $0.posting)) })
  }

  static func posting(document: Int, place: Int, secondary: Bool) -> UInt32 {
    UInt32(document) << 8 | (secondary ? Self.secondary : UInt32(min(place, 127)))
  }

  /// How many postings `term` has.
  func count(_ term: Int32) -> Int {
    Int(lists.offsets[Int(term) + 1] - lists.offsets[Int(term)])
  }

  var memoryBytes: Int { lists.memoryBytes }
}
