/// The uploaded pictures' tables (schema versions 710–719).
///
/// 710: `pictures`, one row per distinct upload, keyed by `picture-<sha256 of its bytes>` (so the same file uploaded
/// twice, to one product or to many, is stored once), with the original bytes kept for re-rendering; and
/// `picture_renditions`, its four wire sizes encoded at upload as JPEG and WebP with their strong ETags, so serving
/// one is a primary-key read and a byte copy. A product's pictures stay `product_images` rows (the catalogue's list
/// form reads them), so an uploaded picture also has its `catalog_images` row, the registry of picture keys.
///
/// NB: portable SQL: BLOBs in ordinary tables (BYTEA on PostgreSQL), no `WITHOUT ROWID`.
enum PictureSchema {
  static let migrations: [Migration] = [pictures]

  static let pictures = Migration(
    version: 710, name: "admin_pictures",
    sql: """
      CREATE TABLE pictures (
        id TEXT PRIMARY KEY,
        format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        byte_count INTEGER NOT NULL,
        uploaded_at BIGINT NOT NULL,
        original BLOB NOT NULL
      );
      CREATE TABLE picture_renditions (
        picture_id TEXT NOT NULL REFERENCES pictures (id) ON DELETE CASCADE,
        size TEXT NOT NULL CHECK (size IN ('192x200', '480x480', '700x700', 'original')),
        format TEXT NOT NULL CHECK (format IN ('jpeg', 'webp')),
        etag TEXT NOT NULL,
        bytes BLOB NOT NULL,
        PRIMARY KEY (picture_id, size, format)
      );
      CREATE INDEX product_images_by_key ON product_images (image_key)
      """)
}
