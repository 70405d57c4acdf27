import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTill

/// `meowls till`: the register's own process on the counter machine, until SIGINT or SIGTERM. The till itself lives
/// in `MeowlsTill`; this only reads the options, opens the till and puts the HTTP layer in front of it.
struct TillCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "till",
    summary: "Run a register's till: the web POS on this machine, selling cash offline while the server is away.",
    options: [
      OptionSpec(
        "server", value: "URL", environment: "MEOWLS_TILL_SERVER", help: "the central MEOWLS server (required)"),
      OptionSpec("register", value: "id", environment: "MEOWLS_TILL_REGISTER", help: "the register's id (required)"),
      OptionSpec(
        "data", value: "directory", environment: "MEOWLS_TILL_DATA",
        help: "the register's data directory (default: $XDG_DATA_HOME/meowls/till or ~/.local/share/meowls/till)"),
      OptionSpec(
        "host", value: "address", environment: "MEOWLS_TILL_HOST", default: "127.0.0.1",
        help: "address the web POS listens on"),
      OptionSpec(
        "port", value: "number", environment: "MEOWLS_TILL_PORT", default: "8081", help: "TCP port (0: any free port)"),
      OptionSpec(
        "heartbeat", value: "seconds", environment: "MEOWLS_TILL_HEARTBEAT", default: "5",
        help: "how often the catalogue is refreshed and waiting sales are sent"),
    ])

  let console: Console
  let environment: AppEnvironment

  /// The till's settings and the HTTP layer's, read from the command line.
  static func settings(from command: ParsedCommand, variables: [String: String]) throws(UsageError)
    -> (TillSettings, HTTPServerConfiguration)
  {
    let serverText = try command.required("server")
    guard let server = TillIdentity.normalised(server: serverText) else {
      throw UsageError(
        message: "--server must be an absolute http or https URL with a host, not '\(serverText.prefix(100))'",
        command: "till")
    }
    let registerText = try command.required("register")
    guard let register = Register.ID(uuidString: registerText) else {
      throw UsageError(
        message: "--register must be a register's id (a UUID), not '\(registerText.prefix(100))'", command: "till")
    }
    guard let port = command["port"].flatMap(Int.init), (0...65535).contains(port) else {
      throw UsageError(message: "--port must be a whole number in 0...65535", command: "till")
    }
    guard let heartbeat = command["heartbeat"].flatMap(Double.init), (0.1...3600).contains(heartbeat) else {
      throw UsageError(message: "--heartbeat must be seconds in 0.1...3600", command: "till")
    }
    let data =
      command["data"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
      ?? TillSettings.defaultDataDirectory(environment: variables)
    let settings = TillSettings(dataDirectory: data, heartbeat: heartbeat, registerID: register, server: server)
    return (settings, HTTPServerConfiguration(host: command["host"] ?? "127.0.0.1", port: port, threads: 2))
  }

  func run(_ command: ParsedCommand) throws {
    let (settings, http) = try Self.settings(from: command, variables: ProcessInfo.processInfo.environment)
    // NB: blocked before any server thread exists, so that only `wait()` below receives them.
    let signals = StopSignals.block()
    let till = try Till(settings: settings, transport: TillRegister.liveTransport(), environment: .live)
    let server = try HTTPServer(configuration: http, responder: TillBridge(till: till))
    console.out(
      "MEOWLS till listening on http://\(http.host):\(server.port) (register \(settings.registerID.uuidString), "
        + "server \(settings.server.absoluteString), data \(settings.dataDirectory.path))")
    let received = signals.wait()
    console.out("MEOWLS till stopping (signal \(received))")
    server.shutdown()
    till.stop()
    console.out("MEOWLS till stopped")
  }
}

extension TillStartError: ExitStatusError {
  var exitStatus: Int32 { 2 }
}
