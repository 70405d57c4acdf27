import Foundation

/// An uploaded picture: the request body is the file's bytes themselves (`Content-Type` `image/jpeg`, `image/png`
/// or `image/webp`; the server tells the format from the bytes, not from the header).
public struct PictureUpload: Hashable, Sendable {
  public var bytes: Data

  public init(bytes: Data) {
    self.bytes = bytes
  }
}
