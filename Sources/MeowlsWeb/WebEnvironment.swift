import Foundation
import MeowlsKit

/// What the web Store needs from outside, injected (style rule 4): time, random tokens, the road to the server and
/// where the shop is reached.
public struct WebEnvironment: Sendable {
  /// The kit's clock, ids and sleep.
  public var client: ClientEnvironment
  /// A fresh secret token (session ids, CSRF tokens): 256 random bits, URL-safe.
  public var makeToken: @Sendable () -> String
  /// The shop's public address; the kit's requests are addressed below it, and an `https` one makes cookies Secure.
  public var publicURL: URL
  /// The kit's transport for a visitor at `clientAddress` (in process to the server in production).
  public var transport: @Sendable (_ clientAddress: String) -> HTTPTransport
  /// Answers decoded before, shared by every visitor's kit: most pages draw answers other visitors got too.
  public var decoded: DecodedResponses
  /// A token that changes whenever anything a listing page shows from the catalogue may have changed (read before
  /// a page is drawn); nil: no page is kept for other visitors (`PageCache`).
  public var freshness: @Sendable () -> String?

  public init(
    client: ClientEnvironment, makeToken: @escaping @Sendable () -> String, publicURL: URL,
    transport: @escaping @Sendable (_ clientAddress: String) -> HTTPTransport,
    decoded: DecodedResponses = DecodedResponses(), freshness: @escaping @Sendable () -> String? = { nil }
  ) {
    self.client = client
    self.makeToken = makeToken
    self.publicURL = publicURL
    self.transport = transport
    self.decoded = decoded
    self.freshness = freshness
  }

  /// The real clock and the system's secure random numbers.
  public static func live(
    publicURL: URL, freshness: @escaping @Sendable () -> String? = { nil },
    transport: @escaping @Sendable (String) -> HTTPTransport
  ) -> Self {
    Self(
      client: .live,
      makeToken: {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
      }, publicURL: publicURL, transport: transport, freshness: freshness)
  }

  /// The public address without a trailing slash, before every absolute link of a page.
  var origin: String {
    var text = publicURL.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  /// Whether cookies are marked Secure: only when the shop is reached over https.
  var secureCookies: Bool { publicURL.scheme?.lowercased() == "https" }
}
