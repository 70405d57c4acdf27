import Testing

@testable import MeowlsServer

/// The limits' edges, without a socket: each limit itself is served, one more is refused.
@Suite struct RequestHeadLimitsTests {
  let limits = RequestHeadLimits()

  func target(parameters: Int) -> String {
    "/p?" + (0..<parameters).map { "a\($0)=1" }.joined(separator: "&")
  }

  func headers(_ fields: [(String, String)]) -> HTTPHeaders {
    HTTPHeaders([("Host", "x")] + fields)
  }

  @Test func aQueryAtTheLimitIsServedAndOneMoreParameterIsNot() {
    #expect(limits.refusal(forTarget: target(parameters: 256)) == nil)
    #expect(limits.refusal(forTarget: target(parameters: 257))?.status == .uriTooLong)
    #expect(limits.refusal(forTarget: "/p?" + String(repeating: "&", count: 256))?.status == .uriTooLong)
    #expect(limits.refusal(forTarget: "/p?") == nil)
  }

  @Test func aTargetAtTheLimitIsServedAndOneMoreByteIsNot() {
    #expect(limits.refusal(forTarget: "/" + String(repeating: "a", count: 8_191)) == nil)
    #expect(limits.refusal(forTarget: "/" + String(repeating: "a", count: 8_192))?.status == .uriTooLong)
  }

  @Test func headerFieldsAtTheLimitAreServedAndOneMoreIsNot() {
    let fields = (1..<100).map { ("X-\($0)", "1") }
    #expect(limits.refusal(version: "HTTP/1.1", target: "/", headers: headers(fields), maxBodySize: 10) == nil)
    let refusal = limits.refusal(
      version: "HTTP/1.1", target: "/", headers: headers(fields + [("X-100", "1")]), maxBodySize: 10)
    #expect(refusal?.status == .requestHeaderFieldsTooLarge)
  }

  @Test func framingAndHostAreChecked() {
    func status(_ version: String, _ fields: [(String, String)]) -> Int? {
      limits.refusal(version: version, target: "/", headers: HTTPHeaders(fields), maxBodySize: 10)?.status.code
    }
    #expect(status("HTTP/1.1", [("Host", "x"), ("Transfer-Encoding", "chunked")]) == nil)
    #expect(
      status("HTTP/1.1", [("Host", "x"), ("Transfer-Encoding", "chunked"), ("Transfer-Encoding", "gzip")]) == 501)
    #expect(status("HTTP/1.1", [("Host", "x"), ("Content-Length", "11")]) == 413)
    #expect(status("HTTP/1.1", [("Host", "x"), ("Content-Length", "10")]) == nil)
    #expect(status("HTTP/1.1", [("host", "")]) == nil)
    #expect(status("HTTP/1.1", []) == 400)
    #expect(status("HTTP/1.0", []) == nil)
  }
}
