import Foundation

/// The one stylesheet, the one script and the icon, read once from the bundle and served with an `ETag`, so a browser asks
/// again only with `If-None-Match` and gets a 304.
struct Assets: Sendable {
  struct Asset: Sendable {
    var body: [UInt8]
    var contentType: String
    var etag: String
  }

  let files: [String: Asset]

  static func bundled() throws -> Assets {
    try bundled([
      ("favicon.svg", "image/svg+xml"), ("store.css", "text/css; charset=utf-8"),
      ("store.js", "text/javascript; charset=utf-8"),
    ])
  }

  /// The named files of the bundle's `Assets` with their content types (the web POS has its own).
  static func bundled(_ types: [(name: String, type: String)]) throws -> Assets {
    var files: [String: Asset] = [:]
    for (name, type) in types {
      guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Assets") else {
        throw AssetError.missing(name)
      }
      let body = Array(try Data(contentsOf: url))
      files[name] = Asset(body: body, contentType: type, etag: "\"\(fingerprint(body))\"")
    }
    return Assets(files: files)
  }

  func response(_ name: String, ifNoneMatch: String?) -> WebResponse {
    guard let asset = files[name] else {
      return WebResponse(
        status: 404, headers: [.init("Content-Type", "text/plain; charset=utf-8")], body: Array("Not found".utf8))
    }
    let headers: [WebResponse.Header] = [
      .init("Content-Type", asset.contentType), .init("ETag", asset.etag),
      .init("Cache-Control", "public, max-age=3600"), .init("X-Content-Type-Options", "nosniff"),
    ]
    if ifNoneMatch == asset.etag { return WebResponse(status: 304, headers: headers) }
    return WebResponse(status: 200, headers: headers, body: asset.body)
  }

  /// FNV-1a of the bytes: enough to tell versions of a file apart.
  private static func fingerprint(_ bytes: [UInt8]) -> String {
    String(bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }, radix: 16)
  }
}

enum AssetError: Error, CustomStringConvertible {
  case missing(String)

  var description: String {
    switch self {
    case .missing(let name): "the web Store's \(name) is missing from the bundle"
    }
  }
}
