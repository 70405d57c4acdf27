import Dispatch
import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// Slow clients (slowloris) against real sockets: every byte they send restarts libmicrohttpd's idle timeout, so
/// only the head and body deadlines close them, and one address cannot hold every connection.
@Suite struct SlowClientTests {
  static let requestLine = Array("GET /slow HTTP/1.1\r\nHost: x\r\n".utf8)
  static let headerLine = Array("X-Pad: 1\r\n".utf8)
  static let deadline = 0.3

  func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  }

  /// A connection that has been served once (so the server certainly holds it) and now dribbles its next head.
  func dribblingAfterOneRequest(port: Int) throws -> DribblingClient {
    let client = try RawHTTPClient(port: port)
    #expect(try client.request("GET", "/").status == 200)
    return try DribblingClient(client, start: Self.requestLine, piece: Self.headerLine, every: 0.05)
  }

  @Test func aHeadThatDribblesIsClosedAtTheHeadDeadline() throws {
    let server = try startServer { $0.headTimeout = Self.deadline }
    defer { server.shutdown() }
    let start = DispatchTime.now().uptimeNanoseconds
    let client = try DribblingClient(port: server.port, start: Self.requestLine, piece: Self.headerLine, every: 0.05)
    #expect(client.closedByServer(within: 3))
    #expect(seconds(since: start) >= Self.deadline)
  }

  @Test func aRequestLineThatDribblesIsClosedAtTheHeadDeadline() throws {
    let server = try startServer { $0.headTimeout = Self.deadline }
    defer { server.shutdown() }
    let client = try DribblingClient(
      port: server.port, start: Array("GET /".utf8), piece: Array("a".utf8), every: 0.05)
    #expect(client.closedByServer(within: 3))
  }

  @Test func aBodyThatDribblesIsClosedAtTheBodyDeadline() throws {
    let server = try startServer { $0.bodyTimeout = Self.deadline }
    defer { server.shutdown() }
    let head = Array("POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n".utf8)
    let client = try DribblingClient(port: server.port, start: head, piece: Array("a".utf8), every: 0.05)
    #expect(client.closedByServer(within: 3))
  }

  @Test func aKeepAliveConnectionWaitsForItsNextRequestPastTheHeadDeadline() throws {
    let server = try startServer { $0.headTimeout = Self.deadline }
    defer { server.shutdown() }
    let client = try RawHTTPClient(port: server.port)
    #expect(try client.request("GET", "/first").status == 200)
    Thread.sleep(forTimeInterval: Self.deadline * 2)
    #expect(try client.request("GET", "/second").text == "GET /second [] 0")
  }

  @Test func theServerAnswersWhileDribblersHoldEveryConnection() throws {
    let server = try startServer {
      $0.headTimeout = Self.deadline
      $0.connectionLimit = 6
      $0.connectionsPerAddress = 100
    }
    defer { server.shutdown() }
    let dribblers = try (0..<6).map { _ in try dribblingAfterOneRequest(port: server.port) }
    let start = DispatchTime.now().uptimeNanoseconds
    let late = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 3)
    #expect(try late.request("GET", "/health-check").text == "GET /health-check [] 0")
    #expect(seconds(since: start) < 2)
    for dribbler in dribblers { #expect(dribbler.closedByServer(within: 1)) }
  }

  @Test func oneAddressCannotTakeEveryConnection() throws {
    let server = try startServer {
      $0.connectionLimit = 4
      $0.connectionsPerAddress = 2
    }
    defer { server.shutdown() }
    let held = try (0..<2).map { _ in try dribblingAfterOneRequest(port: server.port) }
    let third = try RawHTTPClient(port: server.port)
    #expect(third.closedByServer(within: 1))
    let neighbour = try RawHTTPClient(port: server.port, receiveTimeoutSeconds: 2, from: "127.0.0.2")
    #expect(try neighbour.request("GET", "/").status == 200)
    for client in held { #expect(!client.closedByServer(within: 0.05)) }
  }
}
