/// Rouble amounts on the command line (`--amount 99.50`, `--price 1299`), read exactly into kopecks.
enum AmountOption {
  /// Kopecks of a rouble amount written `300`, `99.5` or `99,50`; a usage error of `command` otherwise.
  static func kopecks(_ text: String, option: String, command: String) throws(UsageError) -> Int64 {
    let parts = text.split(separator: text.contains(",") ? "," : ".", omittingEmptySubsequences: false)
    let digits = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    guard digits, parts.count <= 2, parts.count < 2 || parts[1].count <= 2, parts[0].count <= 12,
      let rubles = Int64(parts[0])
    else {
      throw UsageError(
        message: "--\(option) must be an amount in roubles such as 300 or 99.50, not '\(text)'", command: command)
    }
    let fraction = parts.count == 2 ? String(parts[1]).padding(toLength: 2, withPad: "0", startingAt: 0) : "0"
    return rubles * 100 + (Int64(fraction) ?? 0)
  }
}
