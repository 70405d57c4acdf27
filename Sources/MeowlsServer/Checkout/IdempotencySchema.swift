/// The idempotency keys of purchases (schema version 402). Portable SQL, like the other features' schemas.
enum IdempotencySchema {
  static let migrations: [Migration] = [idempotencyKeys]

  // NB: a key belongs to a user; `request_hash` is the SHA-256 of the decoded body re-encoded, so the same request
  // sent with other spacing or key order is the same request. `state` is `running` from the claim until the
  // purchase's own transaction marks it `done` with the answer to replay.
  static let idempotencyKeys = Migration(
    version: 402, name: "idempotency_keys",
    sql: """
      CREATE TABLE idempotency_keys (
        user_id TEXT NOT NULL REFERENCES users (id),
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('running', 'done')),
        status INTEGER,
        body TEXT,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, key)
      );
      CREATE INDEX idempotency_keys_by_expiry ON idempotency_keys (expires_at)
      """)
}
