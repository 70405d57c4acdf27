import Foundation

/// The server's own time per answer, from its access log (`<time> <id> <method> <path> <status> <bytes>B <n>µs`,
/// `AccessLogMiddleware`): what the server spent, without the time a request waited for a core, a thread or the
/// load generator. A window whose actions waited while these stay flat was short of machine, not of server.
enum SoakAccessLog {
  /// The server's microseconds of the answers logged in each `step`-second window of a soak that began at `start`
  /// and lasted `seconds` (the log's times are whole seconds, so an answer falls in the window of its second).
  static func windows(path: String, start: Date, step: Double, seconds: Double) -> [[Int]] {
    let count = Int((seconds / step).rounded(.up))
    var windows = [[Int]](repeating: [], count: count)
    guard let data = FileManager.default.contents(atPath: path) else { return windows }
    let stamps = ISO8601DateFormatter()
    var lastStamp: Substring = ""
    var lastWindow = -1
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      guard line.hasSuffix("µs"), let space = line.firstIndex(of: " ") else { continue }
      let stamp = line[..<space]
      if stamp != lastStamp {
        lastStamp = stamp
        lastWindow = stamps.date(from: String(stamp)).map { Int($0.timeIntervalSince(start) / step) } ?? -1
      }
      guard (0..<count).contains(lastWindow), let field = line.split(separator: " ").last,
        let micros = Int(field.dropLast(2))
      else { continue }
      windows[lastWindow].append(micros)
    }
    return windows
  }
}
