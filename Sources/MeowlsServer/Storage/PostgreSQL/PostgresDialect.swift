import Foundation

/// Turns the SQLite DDL that migrations are written in into PostgreSQL's, so every feature keeps one schema and
/// no feature knows which engine runs it.
///
/// - `INTEGER PRIMARY KEY [AUTOINCREMENT]` (SQLite's rowid, numbered when omitted) becomes `BIGSERIAL PRIMARY KEY`.
/// - `INTEGER` becomes `BIGINT`: SQLite's integers are 64-bit (kopecks, epoch seconds), PostgreSQL's `INTEGER`
///   is 32-bit. `BLOB` becomes `BYTEA`, `REAL` becomes `DOUBLE PRECISION`.
/// - `WITHOUT ROWID` goes (every PostgreSQL table is a heap with its primary key beside it), and so do `PRAGMA`s.
/// - `COLLATE NOCASE` becomes an ICU collation that ignores case (`meowls_nocase`), created when first needed.
/// - `x [NOT] GLOB 'pattern'` becomes a regular-expression match.
/// - `(x IS [NOT] NULL)` added to another becomes an integer, as SQLite's comparisons are.
/// - Triggers, whose bodies PostgreSQL keeps in functions, go through `PostgresTriggers`.
///
/// Quoted text ('…' and "…") is never rewritten.
enum PostgresDialect {
  static func translate(_ script: String) -> String {
    var output = ""
    var rest = Substring(script)
    while let trigger = PostgresTriggers.next(in: rest) {
      output += statements(String(rest[..<trigger.range.lowerBound]))
      output += trigger.translated
      rest = rest[trigger.range.upperBound...]
    }
    output += statements(String(rest))
    return output
  }

  /// `sql` (statements without triggers) in PostgreSQL's words.
  static func statements(_ sql: String) -> String {
    var sql = replacing(#"\bPRAGMA\b[^;]*;?"#, in: sql, with: "")
    sql = globs(sql)
    var needsNocase = false
    let rewritten = segments(sql).map { quoted, text -> String in
      guard !quoted else { return String(text) }
      var code = String(text)
      for (pattern, replacement) in rewrites { code = replacing(pattern, in: code, with: replacement) }
      if code.contains("meowls_nocase") { needsNocase = true }
      return code
    }.joined()
    guard needsNocase else { return rewritten }
    // NB: a nondeterministic ICU collation at strength 2 compares as SQLite's NOCASE does for ASCII, and ignores
    // case beyond ASCII too (Cyrillic), where SQLite's does not.
    return """
      CREATE COLLATION IF NOT EXISTS meowls_nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);
      \(rewritten)
      """
  }

  private static let rewrites: [(String, String)] = [
    // NB: SQLite's comparisons are integers, so `(a IS NOT NULL) + (b IS NOT NULL) = 1` counts; PostgreSQL's are
    // booleans, which it does not add.
    (#"\((\s*[\w.]+\s+IS\s+(?:NOT\s+)?NULL\s*)\)(?=\s*\+)"#, "CAST($1 AS INT)"),
    (#"(?<=\+\s{0,8})\((\s*[\w.]+\s+IS\s+(?:NOT\s+)?NULL\s*)\)"#, "CAST($1 AS INT)"),
    (#"\bINTEGER\s+PRIMARY\s+KEY(\s+AUTOINCREMENT)?\b"#, "BIGSERIAL PRIMARY KEY"),
    (#"\bAUTOINCREMENT\b"#, ""),
    (#"\bINTEGER\b"#, "BIGINT"),
    (#"\bBLOB\b"#, "BYTEA"),
    (#"\bREAL\b"#, "DOUBLE PRECISION"),
    (#"\bWITHOUT\s+ROWID\b"#, ""),
    (#"\bCOLLATE\s+NOCASE\b"#, "COLLATE meowls_nocase"),
  ]

  /// `x GLOB 'p'` → `x ~ '^regex$'` (and `NOT GLOB` → `!~`) for the literal patterns migrations use.
  private static func globs(_ sql: String) -> String {
    let expression = try! NSRegularExpression(pattern: #"(?i)\b(NOT\s+)?GLOB\s+'((?:[^']|'')*)'"#)
    var result = sql
    let whole = NSRange(result.startIndex..., in: result)
    for match in expression.matches(in: result, range: whole).reversed() {
      guard let range = Range(match.range, in: result), let pattern = Range(match.range(at: 2), in: result) else {
        continue
      }
      let negated = match.range(at: 1).location != NSNotFound
      let regex = regularExpression(fromGlob: String(result[pattern]))
      result.replaceSubrange(range, with: "\(negated ? "!~" : "~") '\(regex)'")
    }
    return result
  }

  private static func regularExpression(fromGlob glob: String) -> String {
    var regex = "^"
    var inClass = false
    for character in glob {
      if inClass {
        regex.append(character)
        inClass = character != "]"
        continue
      }
      switch character {
      case "[":
        regex.append(character)
        inClass = true
      case "*": regex += ".*"
      case "?": regex += "."
      case ".", "+", "(", ")", "{", "}", "|", "$", "^", "\\": regex += "\\" + String(character)
      default: regex.append(character)
      }
    }
    return regex + "$"
  }

  /// `sql` cut into runs of code and of quoted text, in order.
  static func segments(_ sql: String) -> [(quoted: Bool, text: Substring)] {
    var segments: [(quoted: Bool, text: Substring)] = []
    var start = sql.startIndex
    var index = sql.startIndex
    var quote: Character?
    while index < sql.endIndex {
      let character = sql[index]
      if let open = quote {
        if character == open {
          let next = sql.index(after: index)
          if next < sql.endIndex, sql[next] == open {
            index = sql.index(after: next)
            continue
          }
          segments.append((true, sql[start...index]))
          start = next
          quote = nil
        }
      } else if character == "'" || character == "\"" {
        if start < index { segments.append((false, sql[start..<index])) }
        start = index
        quote = character
      }
      index = sql.index(after: index)
    }
    if start < sql.endIndex { segments.append((quote != nil, sql[start...])) }
    return segments
  }

  static func replacing(_ pattern: String, in text: String, with template: String) -> String {
    let expression = try! NSRegularExpression(pattern: "(?i)" + pattern)
    return expression.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
  }
}
