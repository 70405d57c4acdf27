import Foundation

/// An import's pictures taken from the archive uploaded with its feed, the ones it lacks fetched by `fallback`
/// (nil: reported missing). It is the import's fetcher for that one import, so the archive's pictures meet the same
/// intake as downloaded ones: the picture store's checks, the byte limit, the report.
struct ArchivePictureSource: PictureFetcher {
  let archive: PictureArchive
  let fallback: (any PictureFetcher)?

  func fetch(_ url: String) throws -> Data {
    switch archive.entry(for: url) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw PictureFetchError.tooLarge(limit: archive.limits.entryBytes)
    case nil:
      guard let fallback else { throw PictureFetchError.notInArchive }
      return try fallback.fetch(url)
    }
  }

  func origin(of url: String) -> PictureOrigin {
    if archive.entry(for: url) != nil { return .archive }
    return fallback?.origin(of: url) ?? .missing
  }
}
