import CLibPQ

extension PostgresConnection {
  /// The name of `sql`'s prepared statement on this connection, prepared on first use.
  ///
  /// NB: parameters are left for PostgreSQL to type from the statement (`price = $1` makes `$1` a bigint), except
  /// blobs (bytea). Where nothing or too much says, PostgreSQL refuses (`$1 IS NULL`) or guesses text
  /// (`SELECT $1`, `INSERT … SELECT $1`), where SQLite keeps the bound value's own type; then the values' types are
  /// declared.
  func prepared(_ sql: String, _ binds: [SQLValue]) throws -> String {
    if let name = statements[sql] { return name }
    let name = "meowls_\(statements.count)"
    let declared = binds.map(PostgresValues.type(of:))
    let inferred = declared.map { $0 == PostgresValues.byteaType ? $0 : 0 }
    var failure = try prepare(name, sql, types: inferred)
    if let state = failure?.sqlState, Self.untypedParameter.contains(state) {
      failure = try prepare(name, sql, types: declared)
    } else if failure == nil, guessedText(for: binds, in: name) {
      try command("DEALLOCATE \(name)")
      failure = try prepare(name, sql, types: declared)
      // NB: a number compared with a text column (`code = $1`) is PostgreSQL's to convert, as it first did.
      if failure != nil { failure = try prepare(name, sql, types: inferred) }
    }
    if let failure { throw failure.error(sql: sql) }
    statements[sql] = name
    return name
  }

  /// SQLSTATEs of a parameter PostgreSQL cannot type: none deduced (`$1 IS NULL`), or two (`SELECT $2 … + $2`,
  /// numeric beside a bigint column).
  private static let untypedParameter: Set<String> = ["42P18", "42P08"]

  /// PREPAREs `sql` as `name`. A failed PREPARE aborts the transaction it runs in, so inside one it runs under a
  /// savepoint; only a statement's first use on a connection pays for it.
  private func prepare(_ name: String, _ sql: String, types: [Oid]) throws -> PostgresFailure? {
    let guarded = transactionDepth > 0
    if guarded { try command("SAVEPOINT meowls_prepare") }
    let failure = types.withUnsafeBufferPointer { types in
      self.failure(consuming: PQprepare(handle, name, sql, Int32(types.count), types.baseAddress))
    }
    if guarded {
      try command(
        failure == nil
          ? "RELEASE SAVEPOINT meowls_prepare"
          : "ROLLBACK TO SAVEPOINT meowls_prepare; RELEASE SAVEPOINT meowls_prepare")
    }
    return failure
  }

  /// Whether PostgreSQL typed as text a parameter that `binds` gives a number.
  private func guessedText(for binds: [SQLValue], in name: String) -> Bool {
    let numbers = binds.indices.filter { index in
      switch binds[index] {
      case .integer, .real: true
      case .null, .text, .blob: false
      }
    }
    guard !numbers.isEmpty, let description = PQdescribePrepared(handle, name) else { return false }
    defer { PQclear(description) }
    return numbers.contains { PQparamtype(description, Int32($0)) == PostgresValues.textType }
  }
}
