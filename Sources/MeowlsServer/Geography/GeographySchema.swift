/// The geography (schema version 100): regions, cities with their time zones, delivery time intervals, and the
/// stock locations (shops and warehouses) with their opening hours. Portable SQL, like the catalogue's.
///
/// NB: the same migration creates `catalog_images`, the catalogue's pictures, because it shipped that way, and a
/// shipped migration never changes.
enum GeographySchema {
  static let migrations: [Migration] = [geography]

  static let geography = Migration(
    version: 100, name: "catalog_geography",
    sql: """
      CREATE TABLE catalog_images (
        key TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('banner', 'category', 'product', 'sale')),
        title TEXT NOT NULL,
        subtitle TEXT,
        pet_kind TEXT,
        color TEXT NOT NULL
      );
      CREATE TABLE regions (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE
      );
      CREATE TABLE cities (
        id TEXT PRIMARY KEY,
        region_id TEXT NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
        name TEXT NOT NULL UNIQUE,
        time_zone TEXT NOT NULL,
        latitude DOUBLE PRECISION,
        longitude DOUBLE PRECISION,
        position INTEGER NOT NULL
      );
      CREATE INDEX cities_by_position ON cities (position);
      CREATE TABLE delivery_time_intervals (
        id TEXT PRIMARY KEY,
        starts_at TEXT NOT NULL,
        ends_at TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE TABLE stock_locations (
        id TEXT PRIMARY KEY,
        code TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('shop', 'warehouse')),
        name TEXT NOT NULL,
        city_id TEXT NOT NULL REFERENCES cities (id),
        address TEXT NOT NULL,
        latitude DOUBLE PRECISION NOT NULL,
        longitude DOUBLE PRECISION NOT NULL,
        phone TEXT,
        position INTEGER NOT NULL
      );
      CREATE INDEX stock_locations_by_city ON stock_locations (city_id, kind, position);
      CREATE TABLE location_opening_hours (
        location_id TEXT NOT NULL REFERENCES stock_locations (id) ON DELETE CASCADE,
        weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        opens TEXT NOT NULL,
        closes TEXT NOT NULL,
        PRIMARY KEY (location_id, weekday)
      )
      """)
}
