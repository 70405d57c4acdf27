import Testing

@testable import MeowlsServer

/// The SQLite DDL to PostgreSQL rewriting, as text (no server needed).
@Suite struct PostgresDialectTests {
  @Test func sqliteTypesBecomePostgreSQLTypes() {
    let sql = "CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, n INTEGER, b BLOB, r REAL) WITHOUT ROWID"
    #expect(
      PostgresDialect.translate(sql)
        == "CREATE TABLE t (id BIGSERIAL PRIMARY KEY, n BIGINT, b BYTEA, r DOUBLE PRECISION) ")
  }

  @Test func quotedTextIsNeverRewritten() {
    let sql = "INSERT INTO t (s) VALUES ('INTEGER BLOB ''WITHOUT ROWID''')"
    #expect(PostgresDialect.translate(sql) == sql)
  }

  @Test func pragmasGo() {
    let sql = "PRAGMA foreign_keys = ON; CREATE TABLE t (x TEXT)"
    #expect(PostgresDialect.translate(sql) == " CREATE TABLE t (x TEXT)")
  }

  @Test func globBecomesARegularExpressionMatch() {
    #expect(
      PostgresDialect.translate("SELECT 1 WHERE a NOT GLOB '*[^0-9]*' AND b GLOB 'x?.y'")
        == "SELECT 1 WHERE a !~ '^.*[^0-9].*$' AND b ~ '^x.\\.y$'")
  }
}
