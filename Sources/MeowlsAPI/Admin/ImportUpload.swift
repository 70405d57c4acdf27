import Foundation

/// The body and query of `POST /admin/imports/yml` and `/admin/imports/prices`: the file as the body (any content
/// type; for a feed, the feed or a ZIP holding it and its pictures), `?dry_run=true` to report without writing,
/// `?location_id=` where stock goes, and for a feed `?article_from=id|vendor_code` (where variants' articles come
/// from; default `id`).
public struct ImportUpload: Hashable, Sendable {
  public var articleFrom: String?
  public var dryRun: Bool
  public var file: Data
  public var locationID: StockLevel.LocationID?

  public init(file: Data, dryRun: Bool = false, locationID: StockLevel.LocationID? = nil, articleFrom: String? = nil) {
    self.articleFrom = articleFrom
    self.dryRun = dryRun
    self.file = file
    self.locationID = locationID
  }
}

extension ImportUpload {
  /// Reads the query; `dry_run` is `true`, `1`, `false` or `0` (400 otherwise), the body may not be empty.
  init(_ input: RouteInput) throws(RouteMatchError) {
    guard let body = input.body, !body.isEmpty else { throw .missingBody }
    let dryRun = try input.parsed("dry_run", "true or false") { text -> Bool? in
      switch text.lowercased() {
      case "true", "1": true
      case "false", "0": false
      default: nil
      }
    }
    let location = try input.parsed("location_id", "a location's id") { StockLevel.LocationID(uuidString: $0) }
    let articles = try input.parsed("article_from", "id or vendor_code") {
      ["id", "vendor_code"].contains($0) ? $0 : nil
    }
    self.init(file: body, dryRun: dryRun ?? false, locationID: location, articleFrom: articles)
  }

  var items: [QueryItem] {
    [
      articleFrom.map { QueryItem(name: "article_from", value: $0) },
      dryRun ? QueryItem(name: "dry_run", value: "true") : nil,
      locationID.map { QueryItem(name: "location_id", value: $0.uuidString) },
    ].compactMap { $0 }
  }
}
