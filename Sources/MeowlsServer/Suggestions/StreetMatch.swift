/// How well a street matches a query; the suggestion order is `precedes`.
struct StreetMatch: Equatable, Sendable {
  /// The edits the query's words needed in all.
  var edits: Int
  /// True when a query word matched the first word of the name («Красный» in «ул Красный Факел»).
  var startsWithFirstWord: Bool
  /// The street's position in its city (which is also its rank).
  var street: Int
  /// Type words the street neither has as its type nor as a word of its name.
  var typeMisses: Int

  /// A type that agrees beats one that does not, fewer typos beat more, a match on the first word beats a later word,
  /// then the better-known street.
  static func precedes(_ left: StreetMatch, _ right: StreetMatch) -> Bool {
    (left.typeMisses, left.edits, left.startsWithFirstWord ? 0 : 1, left.street)
      < (right.typeMisses, right.edits, right.startsWithFirstWord ? 0 : 1, right.street)
  }
}
