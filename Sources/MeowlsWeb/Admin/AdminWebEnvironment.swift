import Foundation
import MeowlsAPI
import MeowlsKit

/// What the back office's pages (`WebAdmin`) need from the process that hosts them, injected: `meowls serve` puts
/// them under `/admin/` with the kit talking to the server's responder in process; tests give a fixed clock.
public struct AdminWebEnvironment: Sendable {
  /// The path segments every page lives under (`["admin"]`); links, forms, assets and the cookie's `Path`.
  public var prefix: [String]
  public var client: ClientEnvironment
  /// A fresh secret token (session ids, CSRF tokens): 64 lower-case hex digits.
  public var makeToken: @Sendable () -> String
  /// The server's address, below which the kit's requests go (the in-process transport ignores the host).
  public var serverURL: URL
  /// Whether the session cookie is marked `Secure`.
  public var secureCookies: Bool
  /// The kit's transport for a browser at `clientAddress` (the server throttles staff logins per address).
  public var transport: @Sendable (_ clientAddress: String) -> HTTPTransport

  public init(
    prefix: [String] = ["admin"], client: ClientEnvironment, makeToken: @escaping @Sendable () -> String,
    serverURL: URL, secureCookies: Bool = false,
    transport: @escaping @Sendable (_ clientAddress: String) -> HTTPTransport
  ) {
    self.prefix = prefix
    self.client = client
    self.makeToken = makeToken
    self.serverURL = serverURL
    self.secureCookies = secureCookies
    self.transport = transport
  }

  /// The real clock and secure random tokens, as the POS's.
  public static func live(
    serverURL: URL, secureCookies: Bool = false,
    transport: @escaping @Sendable (_ clientAddress: String) -> HTTPTransport
  ) -> Self {
    Self(
      client: .live,
      makeToken: {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
      }, serverURL: serverURL, secureCookies: secureCookies, transport: transport)
  }

  /// The path of a page below the prefix: `/admin/products`.
  public func path(_ segments: [String]) -> String {
    "/" + (prefix + segments).joined(separator: "/")
  }
}
