import Foundation
import MeowlsAPI

/// The SQL of uploaded pictures and of a product's picture list (`product_images`), on a connection the caller holds.
enum PictureStore {
  /// The key prefix of uploaded pictures: `picture-<sha256 hex of the bytes>`.
  static let prefix = "picture-"

  /// An encoded size ready to serve.
  struct Served: Equatable {
    var bytes: [UInt8]
    var etag: String
  }

  static func exists(_ id: String, _ connection: any DatabaseConnection) throws -> Bool {
    try connection.first("SELECT 1 FROM pictures WHERE id = $1", [id.sqlValue]) != nil
  }

  /// Stores the picture once: a second upload of the same bytes finds its row and writes nothing.
  static func insert(
    _ id: String, header: PictureHeader, original: [UInt8], renditions: [PictureRenderer.Rendition], title: String,
    at seconds: Int64, _ connection: any DatabaseConnection
  ) throws {
    guard try !exists(id, connection) else { return }
    try connection.execute(
      """
      INSERT INTO pictures (id, format, width, height, byte_count, uploaded_at, original)
      VALUES ($1, $2, $3, $4, $5, $6, $7)
      """,
      [
        id.sqlValue, header.format.rawValue.sqlValue, header.width.sqlValue, header.height.sqlValue,
        original.count.sqlValue, seconds.sqlValue, .blob(original),
      ])
    for rendition in renditions {
      try connection.execute(
        "INSERT INTO picture_renditions (picture_id, size, format, etag, bytes) VALUES ($1, $2, $3, $4, $5)",
        [
          id.sqlValue, rendition.size.name.sqlValue, rendition.format.rawValue.sqlValue, rendition.etag.sqlValue,
          .blob(rendition.bytes),
        ])
    }
    if try connection.first("SELECT 1 FROM catalog_images WHERE key = $1", [id.sqlValue]) == nil {
      try connection.execute(
        "INSERT INTO catalog_images (key, kind, title, color) VALUES ($1, 'product', $2, '#8E8E93')",
        [id.sqlValue, title.sqlValue])
    }
  }

  /// One size of an uploaded picture in one format, or nil.
  static func served(
    _ id: String, size: ImageSize, format: RasterFormat, _ connection: any DatabaseConnection
  ) throws -> Served? {
    try connection.first(
      "SELECT bytes, etag FROM picture_renditions WHERE picture_id = $1 AND size = $2 AND format = $3",
      [id.sqlValue, size.name.sqlValue, format.rawValue.sqlValue]
    ).map { Served(bytes: try $0.bytes(0), etag: try $0.string(1)) }
  }

  /// The product's picture keys in order, with an uploaded picture's own size.
  static func list(
    of product: UUID, _ connection: any DatabaseConnection
  ) throws -> [(key: String, width: Int?, height: Int?)] {
    try connection.query(
      """
      SELECT pi.image_key, p.width, p.height FROM product_images pi LEFT JOIN pictures p ON p.id = pi.image_key
      WHERE pi.product_id = $1 ORDER BY pi.position
      """, [product.sqlValue]
    ).map { (try $0.string(0), try $0.optionalInt(1), try $0.optionalInt(2)) }
  }

  /// Replaces the product's pictures by `keys`, in that order.
  static func write(_ keys: [String], of product: UUID, _ connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM product_images WHERE product_id = $1", [product.sqlValue])
    for (position, key) in keys.enumerated() {
      try connection.execute(
        "INSERT INTO product_images (product_id, position, image_key) VALUES ($1, $2, $3)",
        [product.sqlValue, position.sqlValue, key.sqlValue])
    }
  }

  /// Forgets an uploaded picture no product or banner shows any more (drawn pictures' keys stay: the seed owns
  /// them).
  static func collect(_ key: String, _ connection: any DatabaseConnection) throws {
    guard key.hasPrefix(prefix),
      try connection.first("SELECT 1 FROM product_images WHERE image_key = $1", [key.sqlValue]) == nil,
      try connection.first("SELECT 1 FROM main_banners WHERE image_key = $1", [key.sqlValue]) == nil
    else { return }
    try connection.execute("DELETE FROM pictures WHERE id = $1", [key.sqlValue])
    try connection.execute("DELETE FROM catalog_images WHERE key = $1", [key.sqlValue])
  }
}
