import Foundation

extension APIRoute {
  /// Whether the route at `method` and `path` takes its body as a file (a picture, an import), sent with whatever
  /// content type the file has, rather than as JSON.
  ///
  /// NB: asked of the route's own builder (does it read the body as bytes?), so a new upload route needs no list
  /// kept beside it.
  public static func takesFileBody(_ method: HTTPMethod, path: String) -> Bool {
    guard let build = table(for: PercentEncoding.segments(of: path))[method == .HEAD ? .GET : method] else {
      return false
    }
    let record = RouteInputRecord()
    _ = try? build(RouteInput(body: Data([0]), query: [], record: record))
    return record.readsRawBody
  }
}
