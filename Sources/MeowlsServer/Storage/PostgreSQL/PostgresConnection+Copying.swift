/// Whole-database copies on PostgreSQL: the tables of the connection's schema, user triggers disabled around a
/// load, foreign keys made deferrable for its duration, and the `BIGSERIAL` sequences moved past the loaded keys.
/// Everything here is transactional DDL a table's owner may run (the role that migrated the database), so no
/// superuser is needed (`session_replication_role` would need one) and a failed load leaves nothing changed.
extension PostgresConnection {
  func tableNames() throws -> [String] {
    try query("SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema()").map { try $0.string(0) }
      .sorted(by: TransferOrder.precedes)
  }

  func columnNames(of table: String) throws -> [String] {
    try query(
      """
      SELECT column_name::text FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
      """, [.text(table)]
    ).map { try $0.string(0) }.sorted(by: TransferOrder.precedes)
  }

  func loadingRows<T>(_ body: () throws -> T) throws -> T {
    let tables = try tableNames().map(TransferOrder.quoted)
    let keys = try query(
      """
      SELECT conrelid::regclass::text, conname::text FROM pg_constraint
      WHERE contype = 'f' AND NOT condeferrable AND connamespace = current_schema()::regnamespace
      """
    ).map { (table: try $0.string(0), name: TransferOrder.quoted(try $0.string(1))) }
    for table in tables { try command("ALTER TABLE \(table) DISABLE TRIGGER USER") }
    for key in keys {
      try command("ALTER TABLE \(key.table) ALTER CONSTRAINT \(key.name) DEFERRABLE INITIALLY DEFERRED")
    }
    let result = try body()
    // NB: checks every deferred key now, so the constraints can be altered back (PostgreSQL refuses to alter a
    // table with checks still pending) and a broken key fails the load here, naming its constraint.
    try command("SET CONSTRAINTS ALL IMMEDIATE")
    for key in keys { try command("ALTER TABLE \(key.table) ALTER CONSTRAINT \(key.name) NOT DEFERRABLE") }
    for table in tables { try command("ALTER TABLE \(table) ENABLE TRIGGER USER") }
    return result
  }

  func continueNumbering() throws {
    let serials = try query(
      """
      SELECT table_name::text, column_name::text FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'
      """)
    for serial in serials {
      let table = TransferOrder.quoted(try serial.string(0))
      let column = TransferOrder.quoted(try serial.string(1))
      // NB: `is_called = false`: the next key is the one given, which is 1 for an empty table.
      try execute(
        "SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT MAX(\(column)) FROM \(table)), 0) + 1, false)",
        [.text(table), .text(try serial.string(1))])
    }
  }
}
