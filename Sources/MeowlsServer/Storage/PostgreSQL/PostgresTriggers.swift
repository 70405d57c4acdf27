import Foundation

/// SQLite's triggers as PostgreSQL's: the body (SQLite's `BEGIN … END`) moves into a PL/pgSQL function of the
/// trigger's name, a `WHEN` condition into an `IF` around it (PostgreSQL's `WHEN` takes no subquery), and the
/// trigger runs that function for each row, as every SQLite trigger does. `DROP TRIGGER name` finds the table
/// PostgreSQL needs in the catalogue.
///
/// NB: a trigger this cannot read is left as it is, so PostgreSQL rejects it and the migration fails by name:
/// such a trigger gets a PostgreSQL variant in a file of its own.
enum PostgresTriggers {
  struct Found {
    var range: Range<Substring.Index>
    var translated: String
  }

  /// The first `CREATE TRIGGER … END` or `DROP TRIGGER …` statement in `sql`, translated.
  static func next(in sql: Substring) -> Found? {
    let text = String(sql)
    let whole = NSRange(text.startIndex..., in: text)
    let matches = [create, drop].compactMap { $0.firstMatch(in: text, range: whole) }
    guard let match = matches.min(by: { $0.range.location < $1.range.location }),
      let range = Range(match.range, in: text)
    else { return nil }
    let statement = String(text[range])
    let translated = (match.numberOfRanges == 8 ? translateCreate(match, in: text) : translateDrop(match, in: text))
    let lower = sql.index(sql.startIndex, offsetBy: text.distance(from: text.startIndex, to: range.lowerBound))
    let upper = sql.index(lower, offsetBy: statement.count)
    return Found(range: lower..<upper, translated: translated ?? statement)
  }

  private static let create = try! NSRegularExpression(
    pattern: #"""
      (?is)\bCREATE\s+TRIGGER\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s+(BEFORE\s+|AFTER\s+|INSTEAD\s+OF\s+)?\
      (INSERT|DELETE|UPDATE(?:\s+OF\s+\w+(?:\s*,\s*\w+)*)?)\s+ON\s+(\w+)(\s+FOR\s+EACH\s+ROW)?\
      (?:\s+WHEN\s+(.*?))?\s+BEGIN\b(.*?)\bEND\b\s*;?
      """#.replacingOccurrences(of: "\\\n", with: ""))

  private static let drop = try! NSRegularExpression(
    pattern: #"(?is)\bDROP\s+TRIGGER\s+(IF\s+EXISTS\s+)?(\w+)\s*;?"#)

  private static func translateCreate(_ match: NSTextCheckingResult, in text: String) -> String? {
    func group(_ index: Int) -> String? {
      Range(match.range(at: index), in: text).map { String(text[$0]).trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    guard let name = group(1), let event = group(3), let table = group(4), let body = group(7) else { return nil }
    let timing = (group(2) ?? "AFTER").uppercased()
    let condition = group(6).flatMap { $0.isEmpty ? nil : $0 }
    let translated = PostgresDialect.statements(body.hasSuffix(";") ? body : body + ";")
    let statements = oncePerTransaction(translated)
    // NB: an AFTER trigger's result is ignored; a BEFORE one must hand the row on, or the write is skipped.
    let returned = timing.hasPrefix("AFTER") ? "NULL" : event.uppercased() == "DELETE" ? "OLD" : "NEW"
    let guarded = condition.map { "IF \(PostgresDialect.statements($0)) THEN\n\(statements)\nEND IF;" } ?? statements
    let function = "meowls_trigger_\(name)"
    return """
      CREATE OR REPLACE FUNCTION \(function)() RETURNS trigger LANGUAGE plpgsql AS $meowls$
      BEGIN
      \(guarded)
      RETURN \(returned);
      END
      $meowls$;
      \(trigger(name, timing: timing, event: event, table: table, function: function, bumps: statements != translated))

      """
  }

  /// The trigger itself. One that bumps a counter after a write is a constraint trigger, deferrable but immediate:
  /// it runs where SQLite's would, unless a transaction defers it to its commit (`SET CONSTRAINTS ALL DEFERRED`, as
  /// customers' turns do): the counter's row (`catalog_revision`, which every sale's stock write bumps) is then
  /// locked for the commit alone instead of for the rest of the transaction, and customers buy side by side.
  private static func trigger(
    _ name: String, timing: String, event: String, table: String, function: String, bumps: Bool
  ) -> String {
    guard bumps, timing == "AFTER" else {
      return
        "CREATE OR REPLACE TRIGGER \(name) \(timing) \(event) ON \(table) FOR EACH ROW EXECUTE FUNCTION \(function)();"
    }
    // NB: PostgreSQL has no CREATE OR REPLACE for constraint triggers.
    return """
      DROP TRIGGER IF EXISTS \(name) ON \(table);
      CREATE CONSTRAINT TRIGGER \(name) AFTER \(event) ON \(table) DEFERRABLE INITIALLY IMMEDIATE
      FOR EACH ROW EXECUTE FUNCTION \(function)();
      """
  }

  /// A counter's bump (`UPDATE t SET n = n + 1 WHERE id = 1`) in a trigger body, made to run once per transaction.
  ///
  /// NB: PostgreSQL keeps every version a transaction writes of a row and walks them all to find the newest, so a
  /// row updated N times in one transaction costs N² (the demo seed bumps `catalog_revision` 27,000 times: 30 s).
  /// The revision counters only tell whether anything changed (caches compare them for equality, the register's
  /// log compares ranges), so one bump per transaction says as much; a transaction-local setting remembers it,
  /// and is undone with the bump when a savepoint rolls back.
  static func oncePerTransaction(_ body: String) -> String {
    PostgresDialect.replacing(
      #"\bUPDATE\s+(\w+)\s+SET\s+(\w+)\s*=\s*\2\s*\+\s*1\s+WHERE\s+id\s*=\s*1\s*;"#, in: body,
      with: """
        IF current_setting('meowls.bumped_$1_$2', true) IS DISTINCT FROM 'yes' THEN
        UPDATE $1 SET $2 = $2 + 1 WHERE id = 1;
        PERFORM set_config('meowls.bumped_$1_$2', 'yes', true);
        END IF;
        """)
  }

  private static func translateDrop(_ match: NSTextCheckingResult, in text: String) -> String? {
    guard let range = Range(match.range(at: 2), in: text) else { return nil }
    let name = String(text[range])
    let ifExists = match.range(at: 1).location != NSNotFound
    let missing = ifExists ? "NULL;" : "RAISE EXCEPTION 'no such trigger: \(name)';"
    return """
      DO $meowls$
      DECLARE owner text;
      BEGIN
      SELECT c.relname INTO owner FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = '\(name)' AND NOT t.tgisinternal LIMIT 1;
      IF owner IS NULL THEN \(missing)
      ELSE EXECUTE format('DROP TRIGGER %I ON %I', '\(name)', owner);
      END IF;
      END
      $meowls$;

      """
  }
}
