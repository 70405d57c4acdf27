/// Serves the catalogue's pictures at `/static/catalog/[192x200|480x480|700x700/]<key>`, the URLs
/// `CatalogImageURLs` hands out: JPEG or WebP by the request's `Accept` (`PictureResponses`). Uploaded pictures
/// (`picture-<sha256>`) are read as encoded at upload; the drawn demo pictures are rasterised from their SVG on first
/// request (`DrawnPictures`). The SVG itself stays at `<key>.svg`. Not part of the JSON API, so it is matched before
/// `APIRoute`.
struct StaticImageHandler: Sendable {
  let drawn: DrawnPictures
  let renderer = CatalogImageRenderer()
  let specs: CatalogImageSpecs

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(drawn: DrawnPictures(vips: dependencies.vips), specs: CatalogImageSpecs(database: dependencies.database))
  }

  /// The answer for a static image path, or nil when the path is not one (routing goes on).
  func respond(to request: HTTPRequest) throws -> HTTPResponse? {
    let segments = request.pathSegments
    guard segments.count >= 3, segments[0] == "static", segments[1] == "catalog" else { return nil }
    guard request.method == "GET" || request.method == "HEAD" else {
      throw HTTPAbort(.methodNotAllowed, headers: HTTPHeaders([("Allow", "GET, HEAD")]))
    }
    guard segments.count <= 4, let file = segments.last,
      let size = ImageSize(pathSegment: segments.count == 4 ? segments[2] : nil)
    else { throw HTTPAbort(.notFound) }
    let format = RasterFormat(accept: request.headers["Accept"])
    if file.hasPrefix(PictureStore.prefix) {
      guard
        let served = try specs.database.withConnection({
          try PictureStore.served(file, size: size, format: format, $0)
        })
      else { throw HTTPAbort(.notFound) }
      return PictureResponses.response(served, format: format, request: request, immutable: true)
    }
    let svgFile = file.hasSuffix(".svg")
    let key = svgFile ? String(file.dropLast(4)) : file
    guard let spec = try specs.spec(forKey: key) else { throw HTTPAbort(.notFound) }
    let svg = renderer.svg(for: spec, key: key, size: size)
    guard !svgFile else {
      return StaticContent.response(
        body: Array(svg.utf8), contentType: "image/svg+xml; charset=utf-8", request: request)
    }
    let wide = spec.kind == .banner || spec.kind == .sale
    let (width, height) = size.dimensions(wide: wide)
    let served = try drawn.raster(svg: svg, width: width, height: height, format: format)
    return PictureResponses.response(served, format: format, request: request, immutable: false)
  }
}
