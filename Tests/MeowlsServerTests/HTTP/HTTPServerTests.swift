import Dispatch
import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// A responder built from a closure, for exercising the HTTP layer alone.
struct ClosureResponder: HTTPResponder {
  let handle: @Sendable (HTTPRequest, RequestContext) -> HTTPResponse

  func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
    handle(request, context)
  }
}

/// Answers with the request's method, path, query and body size, or 413 when the HTTP layer rejected it.
let echo = ClosureResponder { request, context in
  if let rejection = context.rejection { return HTTPResponse(status: rejection.status) }
  let text =
    "\(request.method) \(request.path) \(request.query.items.map { "\($0.name)=\($0.value)" }) \(request.body.count)"
  return HTTPResponse.json(Array(text.utf8))
}

func startServer(
  _ responder: some HTTPResponder = echo, configure: (inout HTTPServerConfiguration) -> Void = { _ in }
) throws -> HTTPServer {
  var configuration = HTTPServerConfiguration(port: 0, threads: 2)
  configure(&configuration)
  return try HTTPServer(configuration: configuration, responder: responder)
}

@Suite struct HTTPServerTests {
  @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
    let server = try startServer()
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port)
    for index in 0..<3 {
      let response = try client.request("GET", "/n/\(index)")
      #expect(response.status == 200)
      #expect(response.text == "GET /n/\(index) [] 0")
    }
  }

  @Test func everyResponseNamesTheServer() throws {
    let server = try startServer()
    defer { server.shutdown() }
    let response = try RawHTTPClient(port: server.port).request("GET", "/")
    #expect(response.header("Server") == "MEOWLS")
    #expect(response.header("Content-Type") == "application/json; charset=utf-8")
  }

  @Test func rawTargetReachesTheApplicationUndecoded() throws {
    let server = try startServer()
    defer { server.shutdown() }
    let response = try RawHTTPClient(port: server.port).request("GET", "/a%2Fb//c?q=%D0%BA%D0%BE%D1%82+x&n")
    #expect(response.text == "GET /a%2Fb//c [\"q=кот x\", \"n=\"] 0")
  }

  @Test func bodyArrivesWhole() throws {
    let server = try startServer()
    defer { server.shutdown() }
    let body = [UInt8](repeating: 0x61, count: 200_000)
    let response = try RawHTTPClient(port: server.port).request("POST", "/upload", body: body)
    #expect(response.text == "POST /upload [] 200000")
  }

  @Test func declaredBodyOverTheLimitIsRefusedAt413() throws {
    let server = try startServer { $0.maxBodySize = 1_000 }
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port)
    try client.sendRaw(Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n".utf8))
    #expect(try client.readResponse().status == 413)
  }

  @Test func chunkedBodyOverTheLimitIsRefusedAt413() throws {
    let server = try startServer { $0.maxBodySize = 1_000 }
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port)
    var request = "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
    for _ in 0..<3 { request += "200\r\n" + String(repeating: "b", count: 512) + "\r\n" }
    request += "0\r\n\r\n"
    try client.sendRaw(Array(request.utf8))
    #expect(try client.readResponse().status == 413)
  }

  @Test func idleConnectionIsClosedAfterTheTimeout() throws {
    let server = try startServer { $0.idleTimeout = 1 }
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 5)
    #expect(client.isClosedByServer())
  }

  @Test func connectionsOverTheLimitWaitUntilOneCloses() throws {
    let server = try startServer { $0.connectionLimit = 2 }
    defer { server.shutdown() }
    var first: RawHTTPClient? = try RawHTTPClient(port: server.port)
    let second = try RawHTTPClient(port: server.port)
    _ = try first?.request("GET", "/")
    _ = try second.request("GET", "/")
    let third = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 1)
    try third.sendRaw(Array("GET /third HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    #expect(throws: RawHTTPClient.Failure.self) { try third.readResponse() }
    first = nil
    #expect(try third.readResponse().text == "GET /third [] 0")
  }

  @Test func busyPortIsReportedAsSuch() throws {
    let server = try startServer()
    defer { server.shutdown() }
    #expect(throws: ListenError.addressInUse(host: "127.0.0.1", port: server.port)) {
      _ = try startServer { $0.port = server.port }
    }
  }

  @Test func shutdownFinishesTheRequestInFlight() throws {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let slow = ClosureResponder { _, _ in
      entered.signal()
      release.wait()
      return HTTPResponse.json(Array("{}".utf8))
    }
    let server = try startServer(slow) { $0.shutdownGracePeriod = 30 }
    let port = server.port
    let client = try RawHTTPClient(port: port)
    try client.sendRaw(Array("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
    entered.wait()
    let stopped = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      server.shutdown()
      stopped.signal()
    }
    release.signal()
    let response = try client.readResponse()
    #expect(response.status == 200 && response.text == "{}")
    stopped.wait()
    #expect(throws: RawHTTPClient.Failure.self) { _ = try RawHTTPClient(port: port) }
  }
}
