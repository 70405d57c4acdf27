import Foundation
import MeowlsServer

/// The shop's own picture host for a feed, on loopback ephemeral ports and the project's HTTP layer: each file at
/// its path with its type, 404 for any other, and `/slow.jpg` answered only when the test ends (on a server of its
/// own, so its waiting worker holds up no other picture).
final class FeedPictureServer: Sendable {
  /// Answers the files it holds.
  struct Files: HTTPResponder {
    let files: [String: (type: String, body: [UInt8])]

    func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
      guard let file = files[request.path] else { return HTTPResponse(status: .notFound, body: Array("no".utf8)) }
      return HTTPResponse(status: .ok, headers: HTTPHeaders([("Content-Type", file.type)]), body: file.body)
    }
  }

  /// Answers once released (or after a minute, should a test fail before it releases).
  struct Slow: HTTPResponder {
    let release: DispatchSemaphore

    func respond(to request: HTTPRequest, context: RequestContext) -> HTTPResponse {
      _ = release.wait(timeout: .now() + 60)
      return HTTPResponse(status: .ok, headers: HTTPHeaders([("Content-Type", "image/jpeg")]), body: [0xFF, 0xD8])
    }
  }

  private let files: HTTPServer
  private let slow: HTTPServer
  private let release = DispatchSemaphore(value: 0)

  init(_ files: [String: (type: String, body: [UInt8])]) throws {
    let configuration = HTTPServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, shutdownGracePeriod: 1)
    self.files = try HTTPServer(configuration: configuration, responder: Files(files: files))
    slow = try HTTPServer(configuration: configuration, responder: Slow(release: release))
  }

  /// The URL of a file's path.
  func url(_ path: String) -> String { "http://127.0.0.1:\(files.port)\(path)" }

  /// The URL that answers only after the fetcher's time limit.
  var slowURL: String { "http://127.0.0.1:\(slow.port)/slow.jpg" }

  func stop() {
    release.signal()
    slow.shutdown()
    files.shutdown()
  }

  deinit { stop() }
}
