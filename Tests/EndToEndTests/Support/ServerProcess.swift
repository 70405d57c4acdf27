import Foundation
import MeowlsTestSupport

/// The real `meowls` executable serving a database file (or running a till), as a child process of the test.
///
/// The binary is the one `swift build` put next to the test bundle (`swift build --build-tests` and `swift test`
/// build it); when it is missing, it is built once with `swift build --product meowls`.
final class ServerProcess {
  private let running: ListeningProcess

  var port: Int { running.port }

  /// Starts `meowls serve` on `database` (seeding the demo shop on first start) on `port` (0: any free one) and waits
  /// until it listens.
  convenience init(database: String, port: Int = 0) throws {
    try self.init(arguments: [
      "serve", "--port", String(port), "--db", database, "--jobs-poll", "0", "--threads", "2",
    ])
  }

  /// Starts `meowls` with `arguments` (a command that prints where it listens first) and waits until it listens.
  init(arguments: [String]) throws {
    running = try ListeningProcess(executable: try Self.executable(), arguments: arguments)
  }

  /// SIGKILL: the process dies at once, in the middle of whatever it was doing.
  func kill() { running.kill() }

  /// SIGTERM: a graceful stop.
  func stop() { running.stop() }

  deinit { running.kill() }

  private static let built = Result { () throws -> URL in
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("meowls")
    let candidates = [
      binary,
      URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "/")
        .deletingLastPathComponent().appendingPathComponent("meowls"),
    ]
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = ["swift", "build", "--product", "meowls", "--package-path", package.path]
    try build.run()
    build.waitUntilExit()
    let made = package.appendingPathComponent(".build/debug/meowls")
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: made.path) else {
      throw TestFailure("could not build meowls in \(package.path)")
    }
    return made
  }

  static func executable() throws -> URL { try built.get() }
}
