import Foundation
import MeowlsAPI

extension CatalogueImport {
  /// The shop as a YML feed: every category that is not archived, and every variant of every product that is not
  /// archived as an offer, with its price, old price, stock at the location (the online warehouse by default),
  /// pictures, brand (`vendor`), barcode and properties (`param`). Ids are the ones a feed gave before
  /// (`import_keys`), else the article for an offer and a new number for a category or a group. The new numbers are
  /// remembered as a feed's would be, so any shop's export (imported or not) imports back changing nothing and the
  /// next export gives the same ids.
  public func exportYML(publicURL: String, location: StockLevel.LocationID? = nil) throws -> Data {
    // NB: the numbers are given in a short write first, so the export itself (seconds on a large shop) only reads
    // and never holds the writer that purchases wait for.
    try database.transaction { try YMLExportIDs.remember($0) }
    return try database.withConnection { connection in
      let location = try AdminStock.location(location, reach: .anywhere, connection)
      let images = CatalogImageURLs(publicURL: publicURL)
      var writer = YMLWriter(publicURL: images.publicURL, date: clock.now())
      let categories = try YMLExportCategories(connection)
      writer.categories(categories.rows)
      try YMLExportOffers.write(
        categories: categories.feedIDs, location: location, images: images, into: &writer, connection)
      return writer.finish()
    }
  }
}

/// The categories of the export with their feed ids, parents before children.
struct YMLExportCategories {
  var feedIDs: [UUID: String] = [:]
  var rows: [(id: String, parent: String?, name: String)] = []

  init(_ connection: any DatabaseConnection) throws {
    let known = try ImportKeys.byLocal("yml.category", connection)
    let tree = try CategoryAdminStore.tree(connection).filter { !$0.archived }
    var next = YMLExportIDs.nextNumber(after: known)
    for category in tree {
      let local = category.id.rawValue.uuidString
      let id: String
      if let feed = known[local] {
        id = feed
      } else {
        // A category created since `YMLExportIDs.remember`: numbered for this export, remembered by the next.
        id = String(next)
        next += 1
      }
      feedIDs[category.id.rawValue] = id
      rows.append((id, category.parentID.flatMap { feedIDs[$0.rawValue] }, category.name))
    }
  }
}

/// Writes YML text: escapes every text and attribute, one element per line.
struct YMLWriter {
  private var text: String

  init(publicURL: String, date: Date) {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <yml_catalog date="\(formatter.string(from: date))">
      <shop>
      <name>MEOWLS</name>
      <company>MEOWLS</company>
      <url>\(Self.escape(publicURL))</url>
      <currencies>
      <currency id="RUR" rate="1"/>
      </currencies>

      """
  }

  mutating func categories(_ rows: [(id: String, parent: String?, name: String)]) {
    text += "<categories>\n"
    for row in rows {
      let parent = row.parent.map { " parentId=\"\(Self.escape($0))\"" } ?? ""
      text += "<category id=\"\(Self.escape(row.id))\"\(parent)>\(Self.escape(row.name))</category>\n"
    }
    text += "</categories>\n<offers>\n"
  }

  mutating func open(offer id: String, available: Bool, group: String?) {
    let group = group.map { " group_id=\"\(Self.escape($0))\"" } ?? ""
    text += "<offer id=\"\(Self.escape(id))\" available=\"\(available)\"\(group)>\n"
  }

  mutating func element(_ name: String, _ value: String, attributes: String = "") {
    text += "<\(name)\(attributes)>\(Self.escape(value))</\(name)>\n"
  }

  mutating func closeOffer() { text += "</offer>\n" }

  mutating func finish() -> Data {
    text += "</offers>\n</shop>\n</yml_catalog>\n"
    return Data(text.utf8)
  }

  // NB: the markup escaping the receipts and pictures use: `&#39;` is as valid in XML as `&apos;`.
  static func escape(_ value: String) -> String { MarkupEscaping.escaped(value) }
}
