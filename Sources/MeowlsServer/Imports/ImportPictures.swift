import Foundation
import MeowlsAPI

/// Where an import's pictures go: the picture store takes the fetched bytes of a product's picture at a position
/// (0 first) and keeps them (checking the format and resizing as its uploads do). The import only fetches and hands
/// over; an error thrown here is a failed picture of the report.
public protocol ImportedPictureSink: Sendable {
  func store(_ bytes: Data, url: String, for product: Product.ID, position: Int, by actor: AdminActor) throws
}

/// Fetches a picture's bytes by URL.
public protocol PictureFetcher: Sendable {
  func fetch(_ url: String) throws -> Data
}

/// An import's pictures: how they are fetched, where they go and how many one import fetches.
public struct ImportPictures: Sendable {
  /// The most one import fetches, so a feed of many thousand pictures cannot hold an import (and its HTTP request)
  /// for hours or fill the disk: `count` fetches (whatever their outcome, since a failed fetch costs its time too)
  /// and `bytes` of pictures downloaded. Past either, the feed's further pictures are not fetched and each is listed
  /// with the reason; the fetched ones are remembered, so the next import of the feed fetches the rest.
  public struct Limits: Sendable, Equatable {
    public var bytes: Int
    public var count: Int

    /// 1,000 pictures and 512 MB: about an hour's fetching at the fetcher's time limit in the worst case, a few
    /// minutes usually, and 50 of `HTTPPictureFetcher`'s largest pictures.
    public init(count: Int = 1_000, bytes: Int = 512 * 1024 * 1024) {
      self.bytes = bytes
      self.count = count
    }
  }

  public var fetcher: any PictureFetcher
  public var limits: Limits
  public var sink: any ImportedPictureSink

  public init(fetcher: any PictureFetcher, sink: any ImportedPictureSink, limits: Limits = Limits()) {
    self.fetcher = fetcher
    self.limits = limits
    self.sink = sink
  }
}

/// Why a picture was not fetched.
public enum PictureFetchError: Error, Equatable, CustomStringConvertible {
  case badURL
  case status(Int)
  case tooLarge(limit: Int)
  case timedOut
  case failed(String)

  public var description: String {
    switch self {
    case .badURL: "not an http or https URL"
    case .status(let code): "the server answered \(code)"
    case .tooLarge(let limit): "larger than \(limit) bytes"
    case .timedOut: "no answer in time"
    case .failed(let reason): reason
    }
  }
}
