import MeowlsAPI

/// Sums of stored amounts, added up in Swift rather than by SQL's `SUM`.
///
/// NB: SQLite's `SUM` fails with "integer overflow" once a total passes Int64. A drawer or a day holding such rows
/// (stored before amounts were bounded by `POSAmount`, or written by hand) answered 500 on every report, cash-out and
/// close, so its till could never open another shift. Here a total saturates at the Int64 limit instead (`Money`'s
/// `+`, `adding(_:_:)`): the absurd amount shows on the report, where a person can see it, and the shift still
/// closes.
enum AmountSums {
  /// Per value of the query's first column: how many rows it has and the sum of its second column (kopecks).
  static func tallies(
    _ sql: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [String: ShiftTally] {
    var tallies: [String: ShiftTally] = [:]
    try connection.forEachRow(sql, binds) { row in
      let key = try row.string(0)
      let tally = tallies[key, default: .zero]
      tallies[key] = ShiftTally(count: tally.count + 1, total: tally.total + Money(kopecks: Int64(try row.int(1))))
    }
    return tallies
  }

  /// The count and sum of the query's only column (kopecks).
  static func tally(
    _ sql: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> ShiftTally {
    var tally = ShiftTally.zero
    try connection.forEachRow(sql, binds) { row in
      tally = ShiftTally(count: tally.count + 1, total: tally.total + Money(kopecks: Int64(try row.int(0))))
    }
    return tally
  }

  /// `a + b`, or `Int.max` where that would overflow (pieces and grams summed over stored rows).
  static func adding(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
  }

  /// The sums of `tallies` per tender (keys that name none are left out).
  static func perTender(_ tallies: [String: ShiftTally]) -> [PaymentType: Money] {
    var sums: [PaymentType: Money] = [:]
    for (key, tally) in tallies {
      if let tender = PaymentType(rawValue: key) { sums[tender] = tally.total }
    }
    return sums
  }
}
