/// `IN ($k, …)` lists for batch loads. NB: the list length is rounded up to a power of two and padded with the
/// first value, so a connection prepares at most a handful of shapes per query instead of one per page size.
enum SQLInList {
  /// The largest list one statement takes; longer batches are split.
  static let maximumLength = 256

  /// `$first, $first+1, …` for `count` values rounded up to a power of two.
  static func placeholders(count: Int, from first: Int = 1) -> String {
    (first..<first + bucket(count)).map { "$\($0)" }.joined(separator: ", ")
  }

  /// `values` padded to the length of `placeholders(count: values.count)`.
  static func padded(_ values: [SQLValue]) -> [SQLValue] {
    guard let first = values.first else { return [.null] }
    return values + [SQLValue](repeating: first, count: bucket(values.count) - values.count)
  }

  /// `values` in chunks a statement takes.
  static func chunks(_ values: [SQLValue]) -> [[SQLValue]] {
    stride(from: 0, to: values.count, by: maximumLength).map {
      Array(values[$0..<min($0 + maximumLength, values.count)])
    }
  }

  private static func bucket(_ count: Int) -> Int {
    var size = 1
    while size < count { size *= 2 }
    return size
  }
}
