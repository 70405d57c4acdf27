import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches pictures over HTTP(S) with the toolchain's URLSession (libcurl), within a size and a time limit: the
/// body is read as it arrives and the transfer cancelled as soon as it passes `maximumBytes` (a declared
/// `Content-Length` over it is refused before any byte), and a picture not complete within `timeout` seconds is
/// given up. Redirects are followed by URLSession (to http and https only).
public struct HTTPPictureFetcher: PictureFetcher {
  public let maximumBytes: Int
  public let timeout: TimeInterval

  public init(maximumBytes: Int = 10 * 1024 * 1024, timeout: TimeInterval = 15) {
    self.maximumBytes = maximumBytes
    self.timeout = timeout
  }

  public func fetch(_ url: String) throws -> Data {
    guard let target = URL(string: url), ["http", "https"].contains(target.scheme?.lowercased() ?? "") else {
      throw PictureFetchError.badURL
    }
    let transfer = Transfer(limit: maximumBytes)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
    defer { session.invalidateAndCancel() }
    session.dataTask(with: URLRequest(url: target, timeoutInterval: timeout)).resume()
    // NB: a margin over the session's own timeout, so a transfer libcurl never ends still returns.
    guard transfer.done.wait(timeout: .now() + timeout + 1) == .success else { throw PictureFetchError.timedOut }
    return try transfer.result()
  }

  /// The delegate that gathers one transfer's body and its outcome.
  private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let limit: Int
    private let lock = NSLock()
    private var body = Data()
    private var failure: PictureFetchError?

    init(limit: Int) { self.limit = limit }

    func result() throws -> Data {
      try lock.withLock {
        if let failure { throw failure }
        return body
      }
    }

    func urlSession(
      _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
      completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
      let status = (response as? HTTPURLResponse)?.statusCode ?? 200
      let declared = response.expectedContentLength
      lock.withLock {
        if !(200..<300).contains(status) {
          failure = .status(status)
        } else if declared > limit {
          failure = .tooLarge(limit: limit)
        }
      }
      completionHandler(lock.withLock { failure == nil } ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
      let over = lock.withLock {
        guard failure == nil else { return true }
        guard body.count + data.count <= limit else {
          failure = .tooLarge(limit: limit)
          body = Data()
          return true
        }
        body.append(data)
        return false
      }
      if over { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
      lock.withLock {
        if failure == nil, let error {
          failure = (error as? URLError)?.code == .timedOut ? .timedOut : .failed(error.localizedDescription)
        }
      }
      done.signal()
    }
  }
}
