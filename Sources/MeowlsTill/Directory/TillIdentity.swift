import Foundation
import MeowlsAPI

/// Whose data directory it is: the register it sells for and the server that register belongs to. Written on the
/// till's first start; every later start must name the same pair.
public struct TillIdentity: Codable, Equatable, Sendable {
  /// The register.
  public var registerID: Register.ID
  /// The central server, normalised (`TillIdentity.normalised(server:)`).
  public var server: String

  public init(registerID: Register.ID, server: String) {
    self.registerID = registerID
    self.server = server
  }

  enum CodingKeys: String, CodingKey {
    case registerID = "register_id"
    case server
  }

  /// The server's address as the directory records it: scheme and host in lower case, no trailing slash; nil when
  /// it is not an absolute http or https URL with a host and without a query or a fragment.
  public static func normalised(server text: String) -> URL? {
    guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
      components.query == nil, components.fragment == nil, components.user == nil, components.password == nil
    else { return nil }
    components.scheme = scheme
    components.host = host.lowercased()
    while components.path.hasSuffix("/") { components.path.removeLast() }
    return components.url
  }
}
