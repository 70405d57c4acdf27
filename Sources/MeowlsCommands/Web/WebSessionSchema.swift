import MeowlsServer

/// The web Store's tables: one row per session, one per stored value. Versions 900–909 are the web's.
enum WebSessionSchema {
  static let migrations = [
    Migration(
      version: 900, name: "web_sessions",
      sql: """
        CREATE TABLE web_sessions (
          id TEXT PRIMARY KEY,
          csrf_token TEXT NOT NULL,
          last_seen REAL NOT NULL
        );
        CREATE INDEX web_sessions_last_seen ON web_sessions (last_seen);
        CREATE TABLE web_session_values (
          session_id TEXT NOT NULL REFERENCES web_sessions (id) ON DELETE CASCADE,
          key TEXT NOT NULL,
          value BLOB NOT NULL,
          PRIMARY KEY (session_id, key)
        ) WITHOUT ROWID;
        """)
  ]
}
