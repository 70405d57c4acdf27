import Foundation
import Synchronization
import Testing

@testable import MeowlsServer

@Suite struct MiddlewareTests {
  let ok = ClosureResponder { _, context in HTTPResponse.json(Array(context.requestID.utf8)) }

  @Test func clientRequestIDIsEchoed() {
    let middleware = RequestIDMiddleware(random: .seeded(1), next: ok)
    let request = HTTPRequest(method: "GET", path: "/", headers: HTTPHeaders([("x-request-id", "abc-123")]))
    let response = middleware.respond(to: request, context: RequestContext())
    #expect(response.headers["X-Request-Id"] == "abc-123")
    #expect(response.body == Array("abc-123".utf8))
  }

  @Test func missingRequestIDIsGenerated() {
    let middleware = RequestIDMiddleware(random: .seeded(1), next: ok)
    let response = middleware.respond(to: HTTPRequest(method: "GET", path: "/"), context: RequestContext())
    let generated = response.headers["X-Request-Id"] ?? ""
    #expect(generated.count == 24 && generated.allSatisfy(\.isHexDigit))
  }

  @Test func unsafeRequestIDIsReplaced() {
    #expect(RequestIDMiddleware.acceptable("a b") == nil)
    #expect(RequestIDMiddleware.acceptable(String(repeating: "a", count: 129)) == nil)
    #expect(RequestIDMiddleware.acceptable("") == nil)
    #expect(RequestIDMiddleware.acceptable("ok-1") == "ok-1")
  }

  @Test func requestIDThatCouldSplitTheResponseIsReplaced() {
    for hostile in ["a\r\nSet-Cookie: x=1", "a\nb", "a\u{0}b", "a\u{7F}b", "кот"] {
      let middleware = RequestIDMiddleware(random: .seeded(1), next: ok)
      let request = HTTPRequest(method: "GET", path: "/", headers: HTTPHeaders([("X-Request-Id", hostile)]))
      let echoed = middleware.respond(to: request, context: RequestContext()).headers["X-Request-Id"] ?? ""
      #expect(echoed != hostile && echoed.count == 24 && echoed.allSatisfy(\.isHexDigit))
    }
  }

  @Test func accessLogWritesOneLinePerRequest() {
    let lines = Mutex<[String]>([])
    let ticks = Mutex<UInt64>(1_000_000)
    let clock = Clock(
      now: { Date(timeIntervalSince1970: 1_724_764_437) },
      monotonicNanoseconds: {
        ticks.withLock {
          $0 += 1_500_000; return $0
        }
      })
    let log = LogSink { line in lines.withLock { $0.append(line) } }
    let middleware = AccessLogMiddleware(clock: clock, log: log, next: ok)
    _ = middleware.respond(
      to: HTTPRequest(method: "POST", path: "/api/v1/cart"), context: RequestContext(requestID: "rid7"))
    #expect(lines.withLock { $0 } == ["2024-08-27T13:13:57Z rid7 POST /api/v1/cart 200 4B 1500µs"])
  }
}
