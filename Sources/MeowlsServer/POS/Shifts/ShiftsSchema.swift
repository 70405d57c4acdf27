/// The POS shift tables (schema versions 510–519).
///
/// - `pos_shifts`: a register's working period from opening (with a float of cash in the drawer) to closing (with a
///   blind count). `number` counts a register's shifts from 1. NB: the partial unique index lets a register have at
///   most one shift without `closed_at`, whatever races the database sees (SQLite and PostgreSQL both have them).
/// - `pos_cash_movements`: cash put into (`in`) or taken out of (`out`) the drawer during a shift, with a reason.
/// - `pos_shift_counts`: the closing count per tender next to what the shift expected.
/// - 511 gives each cash movement the `request_id` its register sent (unique, so a replay finds the movement
///   recorded first) and the fingerprint of that request's body.
enum ShiftsSchema {
  static let migrations: [Migration] = [shifts, movementRequests]

  static let movementRequests = Migration(
    version: 511, name: "pos_cash_movement_requests",
    sql: """
      ALTER TABLE pos_cash_movements ADD COLUMN request_id TEXT;
      ALTER TABLE pos_cash_movements ADD COLUMN request_hash TEXT;
      CREATE UNIQUE INDEX pos_cash_movements_by_request ON pos_cash_movements (request_id)
      """)

  static let shifts = Migration(
    version: 510, name: "pos_shifts",
    sql: """
      CREATE TABLE pos_shifts (
        id TEXT PRIMARY KEY,
        register_id TEXT NOT NULL REFERENCES registers (id),
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        number INTEGER NOT NULL,
        opened_by TEXT NOT NULL REFERENCES users (id),
        opened_at BIGINT NOT NULL,
        opening_float_kopecks BIGINT NOT NULL CHECK (opening_float_kopecks >= 0),
        closed_by TEXT REFERENCES users (id),
        closed_at BIGINT,
        UNIQUE (register_id, number)
      );
      CREATE UNIQUE INDEX pos_shifts_one_open_per_register ON pos_shifts (register_id) WHERE closed_at IS NULL;
      CREATE INDEX pos_shifts_by_shop ON pos_shifts (shop_id, opened_at);
      CREATE TABLE pos_cash_movements (
        id INTEGER PRIMARY KEY,
        shift_id TEXT NOT NULL REFERENCES pos_shifts (id),
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        amount_kopecks BIGINT NOT NULL CHECK (amount_kopecks > 0),
        reason TEXT NOT NULL,
        staff_id TEXT NOT NULL REFERENCES users (id),
        recorded_at BIGINT NOT NULL
      );
      CREATE INDEX pos_cash_movements_by_shift ON pos_cash_movements (shift_id);
      CREATE TABLE pos_shift_counts (
        shift_id TEXT NOT NULL REFERENCES pos_shifts (id),
        tender TEXT NOT NULL CHECK (tender IN ('cash', 'card')),
        expected_kopecks BIGINT NOT NULL,
        counted_kopecks BIGINT NOT NULL,
        PRIMARY KEY (shift_id, tender)
      )
      """)
}
