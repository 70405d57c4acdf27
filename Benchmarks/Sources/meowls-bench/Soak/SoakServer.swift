import Foundation
import MeowlsTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The `meowls serve` process a soak loads: a separate process, so its memory is its own and the load generator's
/// threads are not counted in it.
final class SoakServer {
  private let running: ListeningProcess

  var port: Int { running.port }

  /// Starts `binary serve` on `database` (which `meowls` seeds with the demo shop when empty) and waits for its
  /// first answer; its access log goes to `log`.
  init(binary: String, database: String, log: String) throws {
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    guard let logFile = FileHandle(forWritingAtPath: log) else {
      throw BenchmarkError(message: "cannot write the access log \(log)")
    }
    // NB: orders are paid 5 s after their purchase, not the default 300 s: the paying (a job a purchase) is then
    // part of the load from the first window. With 300 s, the first five minutes had none and every later minute
    // had it (server CPU +8%), and the first-against-last comparison measured that step, not drift (2026-12-06).
    running = try ListeningProcess(
      executable: URL(fileURLWithPath: binary),
      arguments: ["serve", "--port", "0", "--db", database, "--payment-delay", "5"], standardError: logFile)
    let port = running.port
    // NB: the socket is bound before the catalogue's warm-up ends; the first answer is the start that counts.
    for _ in 0..<600 {
      if let client = try? RawHTTPClient(port: port), (try? client.request("GET", "/health-check").status) == 200 {
        return
      }
      usleep(100_000)
    }
    running.kill()
    throw BenchmarkError(message: "meowls did not answer /health-check within a minute")
  }

  var pid: Int32 { running.pid }

  /// A process's resident memory in MB (`VmRSS`), or 0 when it cannot be read.
  static func residentMegabytes(of pid: Int32) -> Double {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    return kilobytes / 1024
  }

  /// SIGTERM and wait: the server finishes what it answers and closes its database.
  func stop() { running.stop() }

  deinit { stop() }
}
