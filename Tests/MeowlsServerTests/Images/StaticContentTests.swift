import Testing

@testable import MeowlsServer

@Suite struct StaticContentTests {
  let body = Array("<svg/>".utf8)

  func request(ifNoneMatch: String? = nil) -> HTTPRequest {
    HTTPRequest(
      method: "GET", path: "/static/x.svg", headers: HTTPHeaders(ifNoneMatch.map { [("If-None-Match", $0)] } ?? []))
  }

  @Test func firstRequestGetsBodyETagAndCacheControl() {
    let response = StaticContent.response(body: body, contentType: "image/svg+xml", request: request())
    #expect(response.status == .ok && response.body == body)
    #expect(response.headers["ETag"] == "\"\(StaticContent.fingerprint(body))\"")
    #expect(response.headers["Cache-Control"] == "public, max-age=86400")
    #expect(response.headers["Content-Type"] == "image/svg+xml")
  }

  @Test func matchingETagGets304WithoutBody() {
    let etag = "\"\(StaticContent.fingerprint(body))\""
    for header in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
      let response = StaticContent.response(
        body: body, contentType: "image/svg+xml", request: request(ifNoneMatch: header))
      #expect(response.status == .notModified && response.body.isEmpty && response.headers["ETag"] == etag)
    }
  }

  @Test func staleETagGetsTheBody() {
    let response = StaticContent.response(
      body: body, contentType: "image/svg+xml", request: request(ifNoneMatch: "\"0\""))
    #expect(response.status == .ok && response.body == body)
  }

  @Test func fingerprintIsStable() {
    #expect(StaticContent.fingerprint([]) == "cbf29ce484222325")
    #expect(StaticContent.fingerprint(Array("a".utf8)) == "af63dc4c8601ec8c")
  }
}
