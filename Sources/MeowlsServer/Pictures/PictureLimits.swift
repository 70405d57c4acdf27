/// What an upload may be: its bytes, pixels and sides. NB: checked from the header before decoding, so a picture
/// over them costs nothing to refuse.
public struct PictureLimits: Sendable, Equatable {
  public var maxBytes: Int
  public var maxPixels: Int
  public var maxSide: Int

  /// 20 MB, 50 megapixels, 12,000 pixels a side: any camera's photo, not a poster scan.
  public static let standard = PictureLimits(maxBytes: 20_000_000, maxPixels: 50_000_000, maxSide: 12_000)

  public init(maxBytes: Int, maxPixels: Int, maxSide: Int) {
    self.maxBytes = maxBytes
    self.maxPixels = maxPixels
    self.maxSide = maxSide
  }

  /// The HTTP layer's body limits for the upload routes (`POST /api/v1/admin/products/{id}/pictures` and
  /// `POST /api/v1/admin/banners/{id}/picture`).
  public var uploadAllowances: [BodyAllowance] {
    [
      BodyAllowance(prefix: "/api/v1/admin/products/", suffix: "/pictures", maxBodySize: maxBytes),
      BodyAllowance(prefix: "/api/v1/admin/banners/", suffix: "/picture", maxBodySize: maxBytes),
    ]
  }

  /// The HTTP layer's 413 for a body over `uploadAllowances`, answered as these routes' own refusal.
  func refusal(_ rejection: HTTPAbort, path: String) -> any Error {
    guard rejection.status == .payloadTooLarge, uploadAllowances.contains(where: { $0.admits(path[...]) }) else {
      return rejection
    }
    return PictureError.tooLarge(tooManyBytes)
  }

  private var tooManyBytes: String { "The picture is over \(maxBytes / 1_000_000) MB." }

  /// The upload's format and header when `bytes` may be decoded; the refusal otherwise.
  func check(_ bytes: [UInt8]) throws(PictureError) -> PictureHeader {
    guard !bytes.isEmpty else { throw .unreadable("The body is empty: send the picture's bytes.") }
    guard bytes.count <= maxBytes else { throw .tooLarge(tooManyBytes) }
    guard let format = PictureFormat(sniffing: bytes) else {
      throw .unsupportedType("Send a JPEG, PNG or WebP picture.")
    }
    guard let header = PictureHeader(bytes, format: format) else {
      throw .unreadable("The \(format.rawValue.uppercased()) header is cut short or malformed.")
    }
    guard header.width <= maxSide, header.height <= maxSide else {
      throw .tooLarge("The picture is \(header.width)×\(header.height); a side may be \(maxSide) pixels at most.")
    }
    guard header.width * header.height <= maxPixels else {
      throw .tooLarge("The picture has over \(maxPixels / 1_000_000) megapixels.")
    }
    return header
  }
}
