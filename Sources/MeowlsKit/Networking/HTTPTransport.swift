import Foundation
import MeowlsAPI

/// Sends one HTTP request and returns the answer: the only door from the kit to the network.
///
/// The live value uses `URLSession`; tests script it (`failing` plus the closures a scenario needs) or point the
/// live one at a real server in process.
public struct HTTPTransport: Sendable {
  /// Sends a request; throws a `TransportError` (or any error, treated as `.other`) when no answer came.
  public var send: @Sendable (TransportRequest) async throws -> TransportResponse

  /// A transport from its one closure.
  public init(send: @escaping @Sendable (TransportRequest) async throws -> TransportResponse) {
    self.send = send
  }
}

/// A request as it goes on the wire.
public struct TransportRequest: Hashable, Sendable {
  /// The body, if any.
  public var body: Data?
  /// The header fields, by their canonical name (`Authorization`, `X-City-Id` …).
  public var headers: [String: String]
  /// The method.
  public var method: HTTPMethod
  /// The absolute URL, query included.
  public var url: URL

  /// A request.
  public init(body: Data? = nil, headers: [String: String] = [:], method: HTTPMethod, url: URL) {
    self.body = body
    self.headers = headers
    self.method = method
    self.url = url
  }
}

/// An answer as it came off the wire.
public struct TransportResponse: Hashable, Sendable {
  /// The body (empty when there was none).
  public var body: Data
  /// The header fields, with names in lower case.
  public var headers: [String: String]
  /// The HTTP status code.
  public var status: Int

  /// An answer; header names are stored in lower case so that lookups ignore case.
  public init(body: Data = Data(), headers: [String: String] = [:], status: Int) {
    self.body = body
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
    self.status = status
  }

  /// A header value, looked up ignoring case.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}

/// Why no answer came.
public enum TransportError: Error, Hashable, Sendable {
  /// The caller cancelled the request.
  case cancelled
  /// The connection dropped while the request was under way (worth retrying when safe).
  case connectionLost
  /// No network, or the host cannot be reached at all (offline).
  case notConnected
  /// Anything else, described.
  case other(String)
  /// No answer in time (worth retrying when safe).
  case timedOut

  /// Whether trying again soon may succeed: a timeout or a dropped connection.
  public var isTransient: Bool {
    self == .timedOut || self == .connectionLost
  }
}
