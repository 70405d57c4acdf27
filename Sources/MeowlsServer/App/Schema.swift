/// Every migration of the MEOWLS schema, in order. Each feature adds its own migrations here.
public enum Schema {
  public static let migrations: [Migration] =
    [
      Migration(
        version: 1, name: "server_metadata",
        sql: """
          CREATE TABLE server_metadata (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
          )
          """)
    ] + CatalogSchema.migrations + AccountsSchema.migrations + CartSchema.migrations + StockSchema.migrations
    + OrdersSchema.migrations + StaffSchema.migrations + ShiftsSchema.migrations + SalesSchema.migrations
    + SaleRecordsSchema.migrations + ReturnsSchema.migrations + PickupSchema.migrations + CourierSchema.migrations
    + PickupSchema.cardMigrations + CardRefundsSchema.migrations
}
