/// The imports' table (schema version 750, in the back office's 700–799).
///
/// 750: `import_keys`, what a feed's own ids were matched to, so a repeated import finds the same categories,
/// products and variants and the export writes the ids the feed had: `kind` is `yml.category` (a feed category id →
/// a category), `yml.group` (an offer `group_id` → a product), `yml.offer` (an offer id → a variant) or
/// `yml.picture` (a product's id and a picture URL → the product: fetched already). Rows of things deleted later
/// are ignored where they are read.
enum ImportsSchema {
  static let migrations: [Migration] = [keys]

  static let keys = Migration(
    version: 750, name: "import_keys",
    sql: """
      CREATE TABLE import_keys (
        kind TEXT NOT NULL,
        feed_id TEXT NOT NULL,
        local_id TEXT NOT NULL,
        PRIMARY KEY (kind, feed_id)
      );
      CREATE INDEX import_keys_by_local ON import_keys (kind, local_id)
      """)
}

/// Reads and writes `import_keys` on a connection the caller holds.
enum ImportKeys {
  /// Every key of `kind`: feed id → local id.
  static func all(_ kind: String, _ connection: any DatabaseConnection) throws -> [String: String] {
    var keys: [String: String] = [:]
    try connection.forEachRow("SELECT feed_id, local_id FROM import_keys WHERE kind = $1", [kind.sqlValue]) {
      keys[try $0.string(0)] = try $0.string(1)
    }
    return keys
  }

  /// Every key of `kind` the other way round: local id → feed id (the first feed id when several).
  static func byLocal(_ kind: String, _ connection: any DatabaseConnection) throws -> [String: String] {
    var keys: [String: String] = [:]
    try connection.forEachRow(
      "SELECT local_id, feed_id FROM import_keys WHERE kind = $1 ORDER BY feed_id", [kind.sqlValue]
    ) { row in
      let local = try row.string(0)
      if keys[local] == nil { keys[local] = try row.string(1) }
    }
    return keys
  }

  static func set(_ kind: String, _ feedID: String, _ localID: String, _ connection: any DatabaseConnection) throws {
    try connection.execute(
      """
      INSERT INTO import_keys (kind, feed_id, local_id) VALUES ($1, $2, $3)
      ON CONFLICT (kind, feed_id) DO UPDATE SET local_id = excluded.local_id
      """, [kind.sqlValue, feedID.sqlValue, localID.sqlValue])
  }
}
