/// Serves the catalogue's generated pictures at `/static/catalog/[192x200|480x480|700x700/]<key>.svg`, the URLs
/// `CatalogImageURLs` hands out. Not part of the JSON API, so it is matched before `APIRoute`.
struct StaticImageHandler: Sendable {
  let renderer = CatalogImageRenderer()
  let specs: CatalogImageSpecs

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(specs: CatalogImageSpecs(database: dependencies.database))
  }

  /// The answer for a static image path, or nil when the path is not one (routing goes on).
  func respond(to request: HTTPRequest) throws -> HTTPResponse? {
    let segments = request.pathSegments
    guard segments.count >= 3, segments[0] == "static", segments[1] == "catalog" else { return nil }
    guard request.method == "GET" || request.method == "HEAD" else {
      throw HTTPAbort(.methodNotAllowed, headers: HTTPHeaders([("Allow", "GET, HEAD")]))
    }
    guard segments.count <= 4, let file = segments.last, file.hasSuffix(".svg"),
      let size = ImageSize(pathSegment: segments.count == 4 ? segments[2] : nil)
    else { throw HTTPAbort(.notFound) }
    let key = String(file.dropLast(4))
    guard let spec = try specs.spec(forKey: key) else { throw HTTPAbort(.notFound) }
    let svg = renderer.svg(for: spec, key: key, size: size)
    return StaticContent.response(body: Array(svg.utf8), contentType: "image/svg+xml; charset=utf-8", request: request)
  }
}
