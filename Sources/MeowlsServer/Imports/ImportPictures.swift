import Foundation
import MeowlsAPI

/// Where an import's pictures go: the picture store takes the fetched bytes of a product's picture at a position
/// (0 first) and keeps them (checking the format and resizing as its uploads do). The import only fetches and hands
/// over; an error thrown here is a failed picture of the report.
public protocol ImportedPictureSink: Sendable {
  func store(_ bytes: Data, url: String, for product: Product.ID, position: Int, by actor: AdminActor) throws
}

/// Fetches a picture's bytes by URL: over the network (`HTTPPictureFetcher`), or from the import's archive first
/// (`ArchivePictureSource`).
public protocol PictureFetcher: Sendable {
  func fetch(_ url: String) throws -> Data
  /// Where `fetch` would take the picture from, told without taking it (a dry run's report).
  func origin(of url: String) -> PictureOrigin
}

extension PictureFetcher {
  /// A fetcher of URLs downloads every picture.
  public func origin(of url: String) -> PictureOrigin { .network }
}

/// Where an import takes a picture from.
public enum PictureOrigin: Sendable, Equatable {
  /// From the archive uploaded with the feed: not fetched, and not counted against the fetch limit.
  case archive
  /// Not in the archive, and nothing fetches it.
  case missing
  /// Downloaded from its URL.
  case network
}

/// An import's pictures: how they are fetched, where they go and how many one import fetches.
public struct ImportPictures: Sendable {
  /// The most one import fetches, so a feed of many thousand pictures cannot hold an import (and its HTTP request)
  /// for hours or fill the disk: `count` fetches (whatever their outcome, since a failed fetch costs its time too)
  /// and `bytes` of pictures downloaded. Past either, the feed's further pictures are not fetched and each is listed
  /// with the reason; the fetched ones are remembered, so the next import of the feed fetches the rest.
  ///
  /// Pictures taken from an archive count against `bytes` but not `count` (they cost no fetching time); the archive
  /// itself is read within `archive`.
  public struct Limits: Sendable, Equatable {
    public var archive: PictureArchive.Limits
    public var bytes: Int
    public var count: Int

    /// 1,000 pictures and 512 MB: about an hour's fetching at the fetcher's time limit in the worst case, a few
    /// minutes usually, and 50 of `HTTPPictureFetcher`'s largest pictures.
    public init(
      count: Int = 1_000, bytes: Int = 512 * 1024 * 1024, archive: PictureArchive.Limits = PictureArchive.Limits()
    ) {
      self.archive = archive
      self.bytes = bytes
      self.count = count
    }
  }

  /// Nil when nothing is fetched (the tests' environment): only an archive's pictures are taken.
  public var fetcher: (any PictureFetcher)?
  public var limits: Limits
  public var sink: any ImportedPictureSink

  public init(fetcher: (any PictureFetcher)?, sink: any ImportedPictureSink, limits: Limits = Limits()) {
    self.fetcher = fetcher
    self.limits = limits
    self.sink = sink
  }
}

/// Why a picture was not fetched.
public enum PictureFetchError: Error, Equatable, CustomStringConvertible {
  case badURL
  /// Not in the archive, and nothing fetches it.
  case notInArchive
  case status(Int)
  case tooLarge(limit: Int)
  case timedOut
  case failed(String)

  public var description: String {
    switch self {
    case .badURL: "not an http or https URL"
    case .notInArchive: "not in the archive"
    case .status(let code): "the server answered \(code)"
    case .tooLarge(let limit): "larger than \(limit) bytes"
    case .timedOut: "no answer in time"
    case .failed(let reason): reason
    }
  }
}
