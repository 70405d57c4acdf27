/// The answers of a served picture: its bytes with a strong ETag, 304 when the client holds them, `Vary: Accept`
/// (the same URL answers WebP or JPEG).
enum PictureResponses {
  /// `immutable`: the URL names the bytes (`picture-<sha256>`), so clients keep them a year without asking again.
  /// A drawn picture's URL names its product, whose picture may be redrawn, so it is cached for a day.
  static func response(
    _ served: PictureStore.Served, format: RasterFormat, request: HTTPRequest, immutable: Bool
  ) -> HTTPResponse {
    var headers = HTTPHeaders([
      ("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=86400"),
      ("ETag", served.etag), ("Vary", "Accept"),
    ])
    if StaticContent.matches(request.headers["If-None-Match"], etag: served.etag) {
      return HTTPResponse(status: .notModified, headers: headers)
    }
    headers.add("Content-Type", format.contentType)
    return HTTPResponse(status: .ok, headers: headers, body: served.bytes)
  }
}
