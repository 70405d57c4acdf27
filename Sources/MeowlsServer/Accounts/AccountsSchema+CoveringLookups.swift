extension AccountsSchema {
  // NB: every signed-in request finds its session by token hash and its user's role. Each write to the database
  // empties the page cache of every other connection, so under a stream of cart updates this lookup read its pages
  // from the file again each time: the token index, the sessions table, the users' id index and the users table,
  // about nine reads. Indexes that hold the columns the lookup answers (covering indexes) halve that.
  static let coveringLookups = Migration(
    version: 204, name: "accounts_covering_lookups",
    sql: """
      CREATE INDEX sessions_by_token ON sessions (token_hash, user_id, id, issued_at, expires_at, refreshable_until);
      CREATE INDEX users_role_by_id ON users (id, deleted_at, role)
      """)
}
