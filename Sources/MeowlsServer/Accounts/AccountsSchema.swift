/// The accounts tables (schema versions 200–299). Portable SQL: SQLite now, PostgreSQL later.
///
/// Timestamps are whole seconds since 1970 (UTC) in `BIGINT` columns, so comparisons are plain integer ones on both
/// engines. Ids are upper-case UUID text.
enum AccountsSchema {
  static let migrations: [Migration] = [
    Migration(
      version: 200, name: "accounts_users",
      sql: """
        CREATE TABLE users (
          id TEXT PRIMARY KEY,
          surname TEXT,
          name TEXT,
          patronymic TEXT,
          birthday BIGINT,
          gender TEXT CHECK (gender IN ('man', 'woman', 'indeterminate')),
          email TEXT,
          phone TEXT NOT NULL,
          password_hash TEXT NOT NULL,
          role TEXT NOT NULL CHECK (role IN ('customer', 'cashier', 'manager', 'courier', 'admin')),
          created_at BIGINT NOT NULL,
          deleted_at BIGINT
        );
        -- NB: uniqueness holds among active accounts only, so a deleted account frees its phone and email
        -- while its row (and the orders that point at it) stays.
        CREATE UNIQUE INDEX users_active_phone ON users (phone) WHERE deleted_at IS NULL;
        CREATE UNIQUE INDEX users_active_email ON users (LOWER(email))
          WHERE deleted_at IS NULL AND email IS NOT NULL AND email <> ''
        """),
    Migration(
      version: 201, name: "accounts_sessions",
      sql: """
        CREATE TABLE sessions (
          id TEXT PRIMARY KEY,
          token_hash TEXT NOT NULL UNIQUE,
          user_id TEXT NOT NULL REFERENCES users (id),
          issued_at BIGINT NOT NULL,
          expires_at BIGINT NOT NULL,
          refreshable_until BIGINT NOT NULL
        );
        CREATE INDEX sessions_user ON sessions (user_id)
        """),
    Migration(
      version: 202, name: "accounts_login_attempts",
      sql: """
        CREATE TABLE login_attempts (
          phone TEXT NOT NULL,
          client_address TEXT NOT NULL,
          attempted_at BIGINT NOT NULL
        );
        CREATE INDEX login_attempts_phone ON login_attempts (phone, attempted_at);
        CREATE INDEX login_attempts_address ON login_attempts (client_address, attempted_at);
        CREATE INDEX login_attempts_time ON login_attempts (attempted_at)
        """),
    Migration(
      version: 203, name: "accounts_user_addresses",
      sql: """
        CREATE TABLE user_addresses (
          user_id TEXT PRIMARY KEY REFERENCES users (id),
          city_id TEXT NOT NULL,
          city_name TEXT NOT NULL,
          street TEXT NOT NULL,
          house TEXT NOT NULL,
          flat TEXT,
          entrance TEXT,
          floor TEXT,
          formatted TEXT NOT NULL,
          latitude DOUBLE PRECISION,
          longitude DOUBLE PRECISION
        )
        """),
    coveringLookups, internationalPhones,
  ]
}
