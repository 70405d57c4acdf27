/// Every migration of the MEOWLS schema: the application composes what each feature's folder owns.
///
/// NB: sorted by version, the order the migrator applies them in: a feature keeps its own range of versions, but
/// some ranges interleave as they shipped (the stock levels' 103 among the catalogue's, the couriers' 551 among the
/// order tenders'). `SchemaTests` pins the result, so an existing database migrates exactly as before.
public enum Schema {
  public static let migrations: [Migration] = [
    [serverMetadata], GeographySchema.migrations, CatalogSchema.migrations, StockSchema.migrations,
    AccountsSchema.migrations, FavoritesSchema.migrations, PromoCodesSchema.migrations, CartSchema.migrations,
    OrdersSchema.migrations, IdempotencySchema.migrations, JobsSchema.migrations, StaffSchema.migrations,
    ShiftsSchema.migrations, SalesSchema.migrations, SaleRecordsSchema.migrations, ReturnsSchema.migrations,
    OrderTendersSchema.migrations, CourierSchema.migrations, CardRefundsSchema.migrations, FiscalSchema.migrations,
    OrderReceiptsSchema.migrations,
    RegisterCatalogueSchema.migrations, AdminSchema.migrations, PictureSchema.migrations,
    OrderRefundsSchema.migrations, ImportsSchema.migrations, MainPageSchema.migrations, PlacesSchema.migrations,
  ].joined().sorted { $0.version < $1.version }

  /// The server's own key-value table, older than every feature.
  static let serverMetadata = Migration(
    version: 1, name: "server_metadata",
    sql: """
      CREATE TABLE server_metadata (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      )
      """)
}
