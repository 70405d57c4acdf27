import Foundation

/// The built-in demo shop, expanded from the JSON files in `Data/` into plain values for the seeder.
///
/// The expansion is pure and deterministic: the same files and load day give an equal value (same ids,
/// articles, prices and stock). Ids are UUIDs derived from stable codes; city ids are FIAS GUIDs.
public struct DemoCatalog: Equatable, Sendable {
  public var badges: [DemoBadge]
  /// Top-level banners and their children, children right after their parent.
  public var banners: [DemoBanner]
  /// Parents before their children.
  public var categories: [DemoCategory]
  public var cities: [DemoCity]
  public var deliveryIntervals: [DemoDeliveryInterval]
  /// The online warehouse first, then the shops.
  public var locations: [DemoLocation]
  public var products: [DemoProduct]
  public var properties: [DemoProperty]
  public var propertyValues: [DemoPropertyValue]
  public var regions: [DemoRegion]
  public var sales: [DemoSale]
  /// One entry per variant and location.
  public var stock: [DemoStockLevel]

  public init(
    badges: [DemoBadge], banners: [DemoBanner], categories: [DemoCategory], cities: [DemoCity],
    deliveryIntervals: [DemoDeliveryInterval], locations: [DemoLocation], products: [DemoProduct],
    properties: [DemoProperty], propertyValues: [DemoPropertyValue], regions: [DemoRegion], sales: [DemoSale],
    stock: [DemoStockLevel]
  ) {
    self.badges = badges
    self.banners = banners
    self.categories = categories
    self.cities = cities
    self.deliveryIntervals = deliveryIntervals
    self.locations = locations
    self.products = products
    self.properties = properties
    self.propertyValues = propertyValues
    self.regions = regions
    self.sales = sales
    self.stock = stock
  }

  /// Reads the data files in `dataDirectory` and expands them; sale dates are relative to the UTC day of `loadDate`.
  ///
  /// - Throws: `DemoCatalogError` naming the file and entry at fault.
  public static func load(from dataDirectory: URL, loadDate: Date) throws -> DemoCatalog {
    let files = try DemoDataFiles.read(from: dataDirectory)
    return try DemoCatalogBuilder(files: files, loadDate: loadDate).build()
  }

  /// The online warehouse, whose stock `availability_info.count` shows.
  public var warehouse: DemoLocation? {
    locations.first { $0.kind == .warehouse }
  }

  /// The MEOWLS shops.
  public var shops: [DemoLocation] {
    locations.filter { $0.kind == .shop }
  }
}
