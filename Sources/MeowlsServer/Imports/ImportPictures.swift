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

/// An import's pictures: how they are fetched and where they go.
public struct ImportPictures: Sendable {
  public var fetcher: any PictureFetcher
  public var sink: any ImportedPictureSink

  public init(fetcher: any PictureFetcher, sink: any ImportedPictureSink) {
    self.fetcher = fetcher
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
