/// The courier tasks (schema version 551): which courier delivers which courier order.
///
/// One row per order. A manager's assignment inserts it (or gives a task that is still `assigned`, or `failed`, to
/// a courier again); the courier moves it once, by a conditional update, to `delivered` (the order is COMPLETED in
/// the same transaction) or `failed` with a reason. `approved_by` names the manager whose PIN let a cashier assign.
enum CourierSchema {
  static let migrations: [Migration] = [tasks]

  static let tasks = Migration(
    version: 551, name: "pos_delivery_tasks",
    sql: """
      CREATE TABLE delivery_tasks (
        order_id TEXT PRIMARY KEY REFERENCES orders (id),
        courier_id TEXT NOT NULL REFERENCES users (id),
        assigned_by TEXT NOT NULL REFERENCES users (id),
        approved_by TEXT REFERENCES users (id),
        assigned_at BIGINT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('assigned', 'delivered', 'failed')),
        failure_reason TEXT,
        finished_at BIGINT
      );
      CREATE INDEX delivery_tasks_by_courier ON delivery_tasks (courier_id, status, assigned_at)
      """)
}
