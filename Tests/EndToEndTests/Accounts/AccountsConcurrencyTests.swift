import Dispatch
import Foundation
import MeowlsTestSupport
import Synchronization
import Testing

@Suite struct AccountsConcurrencyTests {
  /// Runs `body` on `count` threads at once and returns the status codes they got.
  func statuses(_ count: Int, _ body: @Sendable @escaping (Int) throws -> Int) -> [Int] {
    let results = Mutex<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: count) { index in
      let status = (try? body(index)) ?? -1
      results.withLock { $0.append(status) }
    }
    return results.withLock { $0 }.sorted()
  }

  @Test func racingRegistrationsOfOnePhoneCreateOneAccount() throws {
    let server = try TestServer()
    let codes = statuses(8) { index in try server.register(["email": "user\(index)@example.com"]).status }
    #expect(codes == [200] + Array(repeating: 400, count: 7))
    #expect(try server.rows("SELECT COUNT(*) FROM users") == ["1"])
  }

  @Test func racingRefreshesOfOneTokenIssueOneNewToken() throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let codes = statuses(6) { _ in try server.post("/api/v1/users/refresh_token", token: token).status }
    #expect(codes == [200] + Array(repeating: 401, count: 5))
    #expect(try server.rows("SELECT COUNT(*) FROM sessions") == ["1"])
  }
}
