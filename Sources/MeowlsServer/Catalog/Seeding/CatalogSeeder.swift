import Foundation

/// Loads a catalogue into an empty database: everything in one transaction, so a failure leaves nothing behind.
/// Every location's stock starts its ledger with an `opening` row (see `StockLedger`).
public struct CatalogSeeder: Sendable {
  let clock: Clock
  let database: any Database

  public init(database: any Database, clock: Clock = .live) {
    self.clock = clock
    self.database = database
  }

  /// Whether the catalogue tables hold nothing yet (no categories, products, cities or stock locations).
  public func isCatalogueEmpty() throws -> Bool {
    try database.withConnection { try Self.isCatalogueEmpty($0) }
  }

  /// Writes `catalog`. Throws `CatalogSeedError.notEmpty` when the database already holds a catalogue.
  public func seed(_ catalog: DemoCatalog) throws {
    try database.withConnection { connection in
      try connection.transaction {
        guard try Self.isCatalogueEmpty(connection) else { throw CatalogSeedError.notEmpty }
        let writer = CatalogWriter(connection: connection)
        try Self.write(catalog, to: writer)
        try DemoLooseGoods.write(catalog, in: connection)
        try StockLedger.recordOpeningBalances(actor: .seed, at: EpochSeconds.from(clock.now()), in: connection)
        try writer.bumpStructureRevision()
      }
    }
  }

  /// Writes the demo shop and the generated products of `synthetic`, calling `progress` with the number of
  /// products written after every `progressInterval` products and at the end.
  public func seed(
    _ synthetic: SyntheticCatalog, progressInterval: Int = 10_000, progress: (Int) -> Void = { _ in }
  ) throws {
    try database.withConnection { connection in
      try connection.transaction {
        guard try Self.isCatalogueEmpty(connection) else { throw CatalogSeedError.notEmpty }
        let writer = CatalogWriter(connection: connection)
        try Self.write(synthetic.base, to: writer)
        try DemoLooseGoods.write(synthetic.base, in: connection)
        var written = synthetic.base.products.count
        for number in 0..<synthetic.generatedCount {
          let (product, stock) = synthetic.product(number)
          let key = DemoCatalogImages.key(product)
          try writer.write(image: DemoCatalogImages.spec(product), key: key)
          try writer.write(product: product, imageKeys: [key], deliveryConditionsURL: nil, position: written)
          for level in stock { try writer.write(stock: level) }
          written += 1
          if written % progressInterval == 0 { progress(written) }
        }
        if written % progressInterval != 0 { progress(written) }
        try StockLedger.recordOpeningBalances(actor: .seed, at: EpochSeconds.from(clock.now()), in: connection)
        try writer.bumpStructureRevision()
      }
    }
  }

  static func isCatalogueEmpty(_ connection: any DatabaseConnection) throws -> Bool {
    let row = try connection.first(
      """
      SELECT (SELECT COUNT(*) FROM categories) + (SELECT COUNT(*) FROM products) + (SELECT COUNT(*) FROM cities)
        + (SELECT COUNT(*) FROM stock_locations)
      """)
    return try row?.int(0) == 0
  }

  private static func write(_ catalog: DemoCatalog, to writer: CatalogWriter) throws {
    for (key, spec) in DemoCatalogImages(catalog).specs {
      try writer.write(image: spec, key: key)
    }
    try writeGeography(catalog, to: writer)
    for (index, property) in catalog.properties.enumerated() {
      try writer.write(property: property, position: index)
    }
    for value in catalog.propertyValues { try writer.write(value: value) }
    for badge in catalog.badges { try writer.write(badge: badge) }
    for (index, category) in catalog.categories.enumerated() {
      try writer.write(category: category, imageKey: DemoCatalogImages.key(category), position: index)
    }
    for (index, sale) in catalog.sales.enumerated() {
      try writer.write(sale: sale, imageKey: DemoCatalogImages.key(sale), position: index)
    }
    for (index, product) in catalog.products.enumerated() {
      try writer.write(
        product: product, imageKeys: [DemoCatalogImages.key(product)], deliveryConditionsURL: nil, position: index)
    }
    for banner in catalog.banners {
      try writer.write(banner: banner, imageKey: DemoCatalogImages.key(banner))
    }
    for level in catalog.stock { try writer.write(stock: level) }
  }

  private static func writeGeography(_ catalog: DemoCatalog, to writer: CatalogWriter) throws {
    for region in catalog.regions { try writer.write(region: region) }
    for (index, city) in catalog.cities.enumerated() { try writer.write(city: city, position: index) }
    for (index, interval) in catalog.deliveryIntervals.enumerated() {
      try writer.write(interval: interval, position: index)
    }
    for (index, location) in catalog.locations.enumerated() { try writer.write(location: location, position: index) }
  }
}

/// Why seeding refused to run.
public enum CatalogSeedError: Error, Equatable, CustomStringConvertible {
  /// The database already holds a catalogue; seeding never mixes two catalogues.
  case notEmpty

  public var description: String {
    switch self {
    case .notEmpty:
      "the database already holds a catalogue; seed only an empty database (use a new --db path)"
    }
  }
}
