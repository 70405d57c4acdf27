import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsWeb

/// The till: the data directory held, the POS Kit over it, the app loop beating, and the web POS answering the
/// counter's browser. The command puts an HTTP server in front of `respond(to:)`.
public final class Till: Sendable {
  /// The data directory, locked for this process.
  public let directory: TillDirectory
  /// The POS Kit.
  public let register: TillRegister
  /// The browsers' sessions.
  public let sessions: FileWebSessionStore
  /// The web POS at `/`.
  public let pos: WebPOS
  private let loop: Task<Void, Never>

  /// Opens the data directory and starts the app loop.
  ///
  /// - Throws: `TillStartError` when the directory is refused; any other error when it cannot be read.
  public init(settings: TillSettings, transport: HTTPTransport, environment: ClientEnvironment) throws {
    directory = try TillDirectory(url: settings.dataDirectory, identity: settings.identity)
    register = try TillRegister(
      directory: directory, server: settings.server, transport: transport, environment: environment,
      retryInterval: settings.retryInterval)
    sessions = try FileWebSessionStore(directory: directory.sessions, unflushedKeys: [WebPOS.basketSessionKey])
    var web = POSWebEnvironment.live(
      prefix: [], serverURL: settings.server, transport: { _ in transport }, registers: register.registers)
    web.client = environment
    web.keepsBaskets = true
    pos = try WebPOS(environment: web, sessions: sessions)
    let heartbeat = TillHeartbeat.live(register, interval: settings.heartbeat)
    loop = Task { await heartbeat.run() }
  }

  /// Answers the counter's browser.
  public func respond(to request: WebRequest) async -> WebResponse {
    await pos.respond(to: request)
  }

  /// Stops the app loop (the queue is on the disk already).
  public func stop() {
    loop.cancel()
  }

  deinit {
    loop.cancel()
  }
}
