import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A `meowls` child process whose command prints where it listens first (`serve`, `till`), started and its port read
/// from that line. The end-to-end tests' `ServerProcess` and the soak's `SoakServer` are both one of these.
public final class ListeningProcess {
  public let process = Process()
  public let port: Int

  /// Starts `executable` with `arguments`, its standard error to `standardError`, and reads its first line:
  /// "MEOWLS [till ]listening on http://127.0.0.1:<port> (…)".
  public init(executable: URL, arguments: [String], standardError: FileHandle = .nullDevice) throws {
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = standardError
    try process.run()
    var line: [UInt8] = []
    while line.last != 0x0A, let byte = output.fileHandleForReading.readData(ofLength: 1).first { line.append(byte) }
    let text = String(decoding: line, as: UTF8.self)
    guard let range = text.range(of: #":(\d+) "#, options: .regularExpression),
      let port = Int(text[range].dropFirst().dropLast())
    else {
      process.terminate()
      throw NotListening(firstLine: text)
    }
    self.port = port
  }

  public var pid: Int32 { process.processIdentifier }

  /// SIGKILL: the process dies at once, in the middle of whatever it was doing.
  public func kill() {
    guard process.isRunning else { return }
    Glibc.kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// SIGTERM and wait: a graceful stop (the server finishes what it answers and closes its database).
  public func stop() {
    guard process.isRunning else { return }
    process.terminate()
    process.waitUntilExit()
  }

  /// The process printed something other than where it listens (or nothing) first.
  public struct NotListening: Error, CustomStringConvertible {
    public let firstLine: String
    public var description: String { "meowls did not start: \(firstLine)" }
  }
}
