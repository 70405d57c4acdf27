import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// Heads the server refuses at once, in the contract's envelope, over real sockets: too long a target or too many
/// query parameters (414), too many or too large header fields (431), a transfer coding it does not implement (501),
/// ambiguous framing or a missing `Host` (400).
@Suite struct RequestHeadTests {
  /// Renders the HTTP layer's refusals as the application does; echoes everything else.
  static let rendering = ClosureResponder { request, context in
    guard let rejection = context.rejection else { return echo.respond(to: request, context: context) }
    return ErrorRendering(log: .silent).response(for: rejection, request: request, context: context)
  }

  func exchange(_ raw: String) throws -> RawHTTPResponse {
    let server = try startServer(Self.rendering)
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 2)
    try client.sendRaw(Array(raw.utf8))
    return try client.readResponse()
  }

  func get(_ target: String, headers: String = "") throws -> RawHTTPResponse {
    try exchange("GET \(target) HTTP/1.1\r\nHost: x\r\n\(headers)\r\n")
  }

  @Test func moreQueryParametersThanTheLimitAre414AtOnce() throws {
    let query = (0..<700).map { "p\($0)=1" }.joined(separator: "&")
    let response = try get("/products?" + query)
    #expect(response.status == 414)
    #expect(response.json == ["code": "abortError", "reason": "The query has more than 256 parameters."])
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    #expect(response.header("Server") == "MEOWLS")
  }

  @Test func theLimitOfQueryParametersIsServed() throws {
    let query = (0..<256).map { "p\($0)=\($0)" }.joined(separator: "&")
    let response = try get("/products?" + query)
    #expect(response.status == 200)
    #expect(response.text.hasSuffix("\"p255=255\"] 0"))
  }

  @Test func aTargetOverTheLimitIs414() throws {
    let response = try get("/" + String(repeating: "a", count: 9_000))
    #expect(response.status == 414)
    #expect(response.json == ["code": "abortError", "reason": "The request target is longer than 8192 bytes."])
  }

  @Test func moreHeaderFieldsThanTheLimitAre431() throws {
    let response = try get("/", headers: (0..<150).map { "X-Field-\($0): 1\r\n" }.joined())
    #expect(response.status == 431)
    #expect(response.json == ["code": "abortError", "reason": "The request has more than 100 header fields."])
  }

  @Test func aHeadLargerThanTheLimitIs431() throws {
    let response = try get("/", headers: "X-Large: " + String(repeating: "v", count: 20_000) + "\r\n")
    #expect(response.status == 431)
    #expect(response.json == ["code": "abortError", "reason": "The request head is larger than 16384 bytes."])
  }

  @Test(arguments: ["gzip", "gzip, chunked", "chunked, gzip", "identity"])
  func aTransferCodingOtherThanChunkedIs501(_ coding: String) throws {
    let response = try exchange("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: \(coding)\r\n\r\n3\r\nabc\r\n")
    #expect(response.status == 501)
    #expect(response.json == ["code": "abortError", "reason": "Only the chunked transfer coding is supported."])
  }

  @Test func chunkedInAnyCaseIsRead() throws {
    let response = try exchange(
      "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n")
    #expect(response.text == "POST /upload [] 3")
  }

  @Test func transferEncodingBesideContentLengthIs400() throws {
    let response = try exchange(
      "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n3\r\nabc\r\n0\r\n\r\n"
    )
    #expect(response.status == 400)
    #expect(
      response.json == [
        "code": "abortError", "reason": "A request cannot have both Transfer-Encoding and Content-Length.",
      ])
  }

  @Test(arguments: ["", "Host: a\r\nHost: b\r\n"])
  func anHTTP11RequestWithoutExactlyOneHostIs400(_ hosts: String) throws {
    let response = try exchange("GET / HTTP/1.1\r\n\(hosts)\r\n")
    #expect(response.status == 400)
    #expect(response.json == ["code": "abortError", "reason": "An HTTP/1.1 request needs one Host header."])
  }

  @Test func anHTTP10RequestNeedsNoHost() throws {
    #expect(try exchange("GET /old HTTP/1.0\r\n\r\n").text == "GET /old [] 0")
  }
}
