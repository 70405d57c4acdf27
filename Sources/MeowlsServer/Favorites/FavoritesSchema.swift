/// The favourites table (schema version 300): a user's starred products. Portable SQL, like the accounts tables.
enum FavoritesSchema {
  static let migrations: [Migration] = [favorites]

  // NB: `position` grows per user with every star, so "newest first" is exact even when two stars share a second.
  static let favorites = Migration(
    version: 300, name: "favorites",
    sql: """
      CREATE TABLE favorites (
        user_id TEXT NOT NULL REFERENCES users (id),
        product_id TEXT NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        starred_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, product_id)
      );
      CREATE INDEX favorites_newest_first ON favorites (user_id, position)
      """)
}
