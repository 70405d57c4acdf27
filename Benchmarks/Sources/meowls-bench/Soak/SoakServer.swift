import Foundation
import MeowlsTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The `meowls serve` process a soak loads: a separate process, so its memory is its own and the load generator's
/// threads are not counted in it.
final class SoakServer {
  let process = Process()
  let port: Int

  /// Starts `binary serve` on `database` (which `meowls` seeds with the demo shop when empty) and waits for its
  /// first answer; its access log goes to `log`.
  init(binary: String, database: String, log: String) throws {
    process.executableURL = URL(fileURLWithPath: binary)
    // NB: orders are paid 5 s after their purchase, not the default 300 s: the paying (a job a purchase) is then
    // part of the load from the first window. With 300 s, the first five minutes had none and every later minute
    // had it (server CPU +8%), and the first-against-last comparison measured that step, not drift (2026-12-06).
    process.arguments = ["serve", "--port", "0", "--db", database, "--payment-delay", "5"]
    let output = Pipe()
    process.standardOutput = output
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    process.standardError = FileHandle(forWritingAtPath: log)
    try process.run()
    // The first line says where it listens: "MEOWLS listening on http://127.0.0.1:<port> (…)".
    var line: [UInt8] = []
    while line.last != 0x0A, let byte = output.fileHandleForReading.readData(ofLength: 1).first { line.append(byte) }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: #":(\d+) "#, options: .regularExpression),
      let port = Int(text[range].dropFirst().dropLast())
    else {
      process.terminate()
      throw BenchmarkError(message: "meowls did not start: \(text)")
    }
    self.port = port
    // NB: the socket is bound before the catalogue's warm-up ends; the first answer is the start that counts.
    for _ in 0..<600 {
      if let client = try? RawHTTPClient(port: port), (try? client.request("GET", "/health-check").status) == 200 {
        return
      }
      usleep(100_000)
    }
    throw BenchmarkError(message: "meowls did not answer /health-check within a minute")
  }

  var pid: Int32 { process.processIdentifier }

  /// A process's resident memory in MB (`VmRSS`), or 0 when it cannot be read.
  static func residentMegabytes(of pid: Int32) -> Double {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    return kilobytes / 1024
  }

  /// SIGTERM and wait: the server finishes what it answers and closes its database.
  func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  deinit { stop() }
}
