/// The back office's columns of the places (schema version 770): a closed shop or warehouse (`closed_at`) keeps its
/// rows, stock, registers and orders but leaves the pick-up points, the POS and the stock lists; a shop may stop
/// being a pick-up point (`pickup`, 0/1); a hidden city (`hidden`, 0/1) leaves `GET /cities`; a retired register
/// (`retired_at`) opens no shift any more, its shifts and receipts kept.
enum PlacesSchema {
  static let migrations: [Migration] = [places]

  static let places = Migration(
    version: 770, name: "admin_places",
    sql: """
      ALTER TABLE stock_locations ADD COLUMN closed_at BIGINT;
      ALTER TABLE stock_locations ADD COLUMN pickup INTEGER NOT NULL DEFAULT 1 CHECK (pickup IN (0, 1));
      ALTER TABLE cities ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
      ALTER TABLE registers ADD COLUMN retired_at BIGINT
      """)
}
