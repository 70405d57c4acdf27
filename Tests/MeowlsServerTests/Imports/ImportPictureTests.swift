import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The feed's pictures: fetched after the catalogue is written, handed to the picture store, not fetched again.
@Suite struct ImportPictureTests {
  final class Store: ImportedPictureSink, PictureFetcher, @unchecked Sendable {
    let lock = NSLock()
    var stored: [String] = []
    func fetch(_ url: String) throws -> Data {
      if url.contains("/13.") { throw PictureFetchError.tooLarge(limit: 10) }
      return Data(url.utf8)
    }
    func store(_ bytes: Data, url: String, for product: Product.ID, position: Int, by actor: AdminActor) throws {
      lock.withLock { stored.append(url) }
    }
  }

  @Test func picturesAreFetchedOnceAndFailuresReported() throws {
    let store = Store()
    let shop = try ImportFixture(pictures: ImportPictures(fetcher: store, sink: store))
    let report = try shop.yml(ImportFixture.feed(offers: 30))
    #expect(report.pictures.fetched == 29 && report.pictures.failed == 1)
    #expect(report.changes.contains { $0.change == "not fetched: larger than 10 bytes" })
    let again = try shop.yml(ImportFixture.feed(offers: 30))
    #expect(again.pictures.unchanged == 29 && again.pictures.failed == 1 && store.stored.count == 29)
  }

  @Test func aPictureOverTheLimitOrTooSlowIsRefusedByTheHTTPFetcher() throws {
    let fetcher = HTTPPictureFetcher(maximumBytes: 10, timeout: 0.2)
    #expect(throws: PictureFetchError.badURL) { try fetcher.fetch("file:///etc/passwd") }
  }

  @Test func aServerThatNeverAnswersIsGivenUpAfterTheTimeLimit() throws {
    let silent = try BusyPort()  // NB: listens, never answers: the kernel accepts the connection, no byte follows.
    let fetcher = HTTPPictureFetcher(maximumBytes: 10, timeout: 0.3)
    defer { withExtendedLifetime(silent) {} }  // NB: else ARC may close it before the fetch, refusing instead.
    #expect(throws: PictureFetchError.timedOut) { try fetcher.fetch("http://127.0.0.1:\(silent.port)/a.jpg") }
  }

  @Test func anUnreachablePortIsAFailureNotAHang() throws {
    let port = try BusyPort().port  // NB: released at once, so nothing listens there.
    let fetcher = HTTPPictureFetcher(maximumBytes: 10, timeout: 5)
    #expect(throws: PictureFetchError.self) { try fetcher.fetch("http://127.0.0.1:\(port)/a.jpg") }
  }
}
