import Foundation
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct FileSecureStoreTests {
  static func permissions(_ url: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test func secretsAreFilesOnlyTheOwnerCanRead() throws {
    let temporary = try TemporaryDirectory()
    let directory = temporary.url.appendingPathComponent("secure")
    let store = try FileSecureStore(directory: directory)
    try store.setData(Data("secret".utf8), forKey: "meowls.session.customer")
    #expect(try Self.permissions(directory) == 0o700)
    #expect(try Self.permissions(directory.appendingPathComponent("meowls.session.customer")) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["meowls.session.customer"])
  }

  @Test func valuesSurviveANewStoreAndDeletionRemovesTheFile() throws {
    let temporary = try TemporaryDirectory()
    try FileSecureStore(directory: temporary.url).setData(Data("one".utf8), forKey: "a/b c")
    let reopened = try FileSecureStore(directory: temporary.url)
    #expect(try reopened.data(forKey: "a/b c") == Data("one".utf8))
    try reopened.setData(Data("two".utf8), forKey: "a/b c")
    #expect(try reopened.data(forKey: "a/b c") == Data("two".utf8))
    try reopened.setData(nil, forKey: "a/b c")
    #expect(try reopened.data(forKey: "a/b c") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == [])
  }

  @Test func sessionSurvivesARestartWholeWithExpiryWindowAndBirthday() async throws {
    let temporary = try TemporaryDirectory()
    let session = Fixtures.session()
    try await CredentialStore(secureStore: FileSecureStore(directory: temporary.url), kind: .customer).begin(session)
    let restarted = CredentialStore(secureStore: try FileSecureStore(directory: temporary.url), kind: .customer)
    #expect(await restarted.session == session)
    #expect(
      session.user.birthday != nil
        && session.refreshableUntil == session.authentication.expiresAt.addingTimeInterval(29 * 86_400))
  }

  @Test func customerAndStaffSessionsAreKeptApart() async throws {
    let store = InMemorySecureStore()
    try await CredentialStore(secureStore: store, kind: .staff).begin(Fixtures.session(token: "S1", kind: .staff))
    #expect(await CredentialStore(secureStore: store, kind: .customer).session == nil)
    #expect(
      await CredentialStore(secureStore: store, kind: .staff).session == Fixtures.session(token: "S1", kind: .staff))
  }
}
