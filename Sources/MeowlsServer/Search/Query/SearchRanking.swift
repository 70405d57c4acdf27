/// The ranking key of a matched document: smaller ranks higher, and no two documents share one.
///
/// From the most significant bits down:
/// 1. match quality, counted over the query's units: fewer fuzzy (typo, layout, transliteration) matches, then
///    fewer stem matches, then fewer prefix matches, then fewer matches only in a secondary field (brand, category);
/// 2. closeness: the units' words side by side in query order, side by side, a gap of one or two, farther;
/// 3. earliness: the first matched word is the first word of the name, within the first 3, the first 6, later;
/// 4. the document's tie key: for products out-of-stock last, then popularity, then name; for categories the
///    number of products, then name.
enum SearchRanking {
  /// A unit's best match in one document: `kind << 8 | place` (`PostingLists` places), smaller is better. A match
  /// in a secondary field (brand, category) counts as a stem match at best: the name's own words come first, so
  /// «лежанки» lists the beds before the houses of the category «Лежанки, домики, когтеточки».
  @inline(__always) static func value(kind: MatchKind, posting: UInt32) -> UInt16 {
    let place = UInt16(posting & 0xFF)
    let rank = place >= UInt16(PostingLists.secondary) ? max(kind.rawValue, MatchKind.stem.rawValue) : kind.rawValue
    return UInt16(rank) << 8 | place
  }

  static let unmatched: UInt16 = .max

  /// How many units of a key's document matched only by a fuzzy rule.
  static func fuzzyCount(_ key: UInt64) -> Int { Int(key >> 48 & 0xF) }

  /// The key of a document whose units matched with `values` (in query order), or nil when one did not match or
  /// (with `requirePrimary`) none matched the document's own name.
  static func key(_ values: UnsafeBufferPointer<UInt16>, tie: UInt32, requirePrimary: Bool) -> UInt64? {
    var counts = (fuzzy: 0, stem: 0, prefix: 0, secondary: 0)
    var first = Int.max
    var last = -1
    var primary = 0
    var inOrder = true
    var previous = -1
    for value in values {
      if value == unmatched { return nil }
      switch value >> 8 {
      case 3: counts.fuzzy += 1
      case 2: counts.stem += 1
      case 1: counts.prefix += 1
      default: break
      }
      let place = Int(value & 0xFF)
      if place >= Int(PostingLists.secondary) {
        counts.secondary += 1
        continue
      }
      primary += 1
      first = min(first, place)
      last = max(last, place)
      if place < previous { inOrder = false }
      previous = place
    }
    if requirePrimary, primary == 0 { return nil }
    let quality =
      UInt64(min(counts.fuzzy, 15)) << 12 | UInt64(min(counts.stem, 15)) << 8 | UInt64(min(counts.prefix, 15)) << 4
      | UInt64(min(counts.secondary, 15))
    let gaps = primary > 1 ? max(0, last - first + 1 - primary) : 0
    let closeness: UInt64 = gaps == 0 ? (inOrder ? 0 : 1) : gaps <= 2 ? 2 : 3
    let earliness: UInt64 = primary == 0 ? 3 : first == 0 ? 0 : first < 3 ? 1 : first < 6 ? 2 : 3
    return quality << 36 | closeness << 34 | earliness << 32 | UInt64(tie)
  }
}
