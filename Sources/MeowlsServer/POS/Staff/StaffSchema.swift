/// The POS staff tables (schema versions 500–509): who works in which shop, their PINs, and the shops' registers.
///
/// - `staff_assignments`: one shop per staff member (a member moves by being assigned again).
/// - `staff_pins`: the Argon2id hash of a 4–6 digit PIN (its `failed_attempts` and `locked_until` are unused since
///   501, below).
/// - `registers`: the tills of a shop, numbered from 1 within it; `unlocked_by`/`unlocked_at` name the member who
///   last unlocked it with a PIN.
/// - `pos_pin_throttle` (501): wrong PINs in a row per sender (`staff:<id>` who sent them, `register:<id>` they were
///   typed at), and until when the sender is locked. Since 501 `staff_pins.failed_attempts` and `locked_until` are
///   no longer read or counted: a wrong PIN counts against who sent it, not against whose PIN it was compared with.
/// - `register_unlocks` (502): which member's PIN unlocked which register, and their last activity there
///   (`RegisterLocks`); a row goes on logout or when the member is disabled.
/// - `staff_disabled` (503): disabled staff, who and when disabled them; their sessions are deleted at once, their
///   PIN and password no longer work, and enabling deletes the row.
enum StaffSchema {
  static let migrations: [Migration] = [staff, pinThrottle, registerUnlocks, disabled, mobileRegisters]

  static let registerUnlocks = Migration(
    version: 502, name: "pos_register_unlocks",
    sql: """
      CREATE TABLE register_unlocks (
        register_id TEXT NOT NULL REFERENCES registers (id),
        user_id TEXT NOT NULL REFERENCES users (id),
        active_at BIGINT NOT NULL,
        PRIMARY KEY (register_id, user_id)
      );
      CREATE INDEX register_unlocks_by_user ON register_unlocks (user_id)
      """)

  static let disabled = Migration(
    version: 503, name: "pos_staff_disabled",
    sql: """
      CREATE TABLE staff_disabled (
        user_id TEXT PRIMARY KEY REFERENCES users (id),
        disabled_at BIGINT NOT NULL,
        disabled_by TEXT
      )
      """)

  static let pinThrottle = Migration(
    version: 501, name: "pos_pin_throttle",
    sql: """
      CREATE TABLE pos_pin_throttle (
        sender TEXT PRIMARY KEY,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        locked_until BIGINT
      )
      """)

  static let staff = Migration(
    version: 500, name: "pos_staff",
    sql: """
      CREATE TABLE staff_assignments (
        user_id TEXT PRIMARY KEY REFERENCES users (id),
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        assigned_at BIGINT NOT NULL
      );
      CREATE INDEX staff_assignments_by_shop ON staff_assignments (shop_id);
      CREATE TABLE staff_pins (
        user_id TEXT PRIMARY KEY REFERENCES users (id),
        pin_hash TEXT NOT NULL,
        failed_attempts INTEGER NOT NULL DEFAULT 0,
        locked_until BIGINT,
        changed_at BIGINT NOT NULL
      );
      CREATE TABLE registers (
        id TEXT PRIMARY KEY,
        shop_id TEXT NOT NULL REFERENCES stock_locations (id),
        number INTEGER NOT NULL CHECK (number > 0),
        name TEXT NOT NULL,
        unlocked_by TEXT REFERENCES users (id),
        unlocked_at BIGINT,
        UNIQUE (shop_id, number)
      )
      """)

  /// 504: a register is a counter's till (`counter`) or a shop's mobile registrar (`mobile`), which couriers carry
  /// to take payments at the door; counters list, open shifts and sell on counter registers only.
  static let mobileRegisters = Migration(
    version: 504, name: "pos_mobile_registers",
    sql: "ALTER TABLE registers ADD COLUMN kind TEXT NOT NULL DEFAULT 'counter' CHECK (kind IN ('counter', 'mobile'))")
}
