import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsTill

/// The till's one register as the web POS asks for it, with the server away (every request fails to connect).
@Suite struct TillRegisterTests {
  static let now = Date(timeIntervalSince1970: 1_800_000_000)
  static let away = HTTPTransport { _ in throw TransportError.notConnected }
  static let environment = ClientEnvironment(
    makeIdentifier: { UUID().uuidString }, now: { now }, random: { 0.5 }, sleep: { _ in })

  static func till(_ url: URL, _ register: Register.ID) throws -> TillRegister {
    let directory = try TillDirectory(
      url: url, identity: TillIdentity(registerID: register, server: "http://shop.example"))
    return try TillRegister(
      directory: directory, server: URL(string: "http://shop.example")!, transport: away, environment: environment,
      retryInterval: 30)
  }

  /// A member's page kit, signed in with `token`.
  static func member(_ token: String) async throws -> APIClient {
    let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .staff)
    try await credentials.begin(
      StoredSession(
        authentication: UserAuthentication(expiresAt: now.addingTimeInterval(3600), token: token), kind: .staff,
        refreshableUntil: now.addingTimeInterval(86_400), user: User(phone: "79990000002")))
    return APIClient(
      configuration: APIClient.Configuration(baseURL: URL(string: "http://shop.example")!, device: TillRegister.device),
      credentials: credentials, environment: environment,
      preferences: APIClient.Preferences(cityID: { nil }, language: { .ru }), transport: away)
  }

  @Test func theMembersSessionAtTheCounterIsTheTillsAndOutlivesARestart() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("till-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let register = Register.ID(UUID())
    var till: TillRegister? = try Self.till(url, register)
    _ = try await till?.registers.sales(register, try await Self.member("kirill"))
    #expect(await till?.api.credentials.token() == "kirill")
    till = nil
    #expect(try await Self.till(url, register).api.credentials.token() == "kirill")
  }

  @Test func anotherRegisterIsRefusedAndItsMemberNotAdopted() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("till-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let till = try Self.till(url, Register.ID(UUID()))
    await #expect(throws: APIError.self) {
      _ = try await till.registers.sales(Register.ID(UUID()), try await Self.member("stranger"))
    }
    #expect(await till.api.credentials.token() == nil)
  }
}
