import Foundation

/// Expands the decoded files into a `DemoCatalog`, step by step; each step validates its own data.
struct DemoCatalogBuilder {
  let files: DemoDataFiles
  /// Midnight UTC of the load day.
  let loadDay: Date

  var badgeCodes: [UUID: String] = [:]
  var badges: [DemoBadge] = []
  var banners: [DemoBanner] = []
  var categories: [DemoCategory] = []
  var categoryIndex: [String: Int] = [:]
  var cities: [DemoCity] = []
  var deliveryIntervals: [DemoDeliveryInterval] = []
  var locations: [DemoLocation] = []
  var petTypes: [String: String] = [:]
  var products: [DemoProduct] = []
  var properties: [DemoProperty] = []
  var propertyIndex: [String: Int] = [:]
  var propertyValueIDs: Set<UUID> = []
  var propertyValues: [DemoPropertyValue] = []
  var regions: [DemoRegion] = []
  var sales: [DemoSale] = []
  var stock: [DemoStockLevel] = []
  var usedArticles: Set<Int> = []
  var usedProductCodes: Set<String> = []

  init(files: DemoDataFiles, loadDate: Date) {
    self.files = files
    let day = (loadDate.timeIntervalSince1970 / Self.secondsPerDay).rounded(.down)
    loadDay = Date(timeIntervalSince1970: day * Self.secondsPerDay)
  }

  static let secondsPerDay: TimeInterval = 86_400

  func build() throws -> DemoCatalog {
    var builder = self
    try builder.buildProperties()
    try builder.buildCategories()
    try builder.buildProducts()
    try builder.buildSales()
    try builder.buildBanners()
    try builder.buildGeography()
    try builder.buildLocations()
    builder.buildStock()
    return DemoCatalog(
      badges: builder.badges, banners: builder.banners, categories: builder.categories, cities: builder.cities,
      deliveryIntervals: builder.deliveryIntervals, locations: builder.locations, products: builder.products,
      properties: builder.properties, propertyValues: builder.propertyValues, regions: builder.regions,
      sales: builder.sales, stock: builder.stock)
  }

  /// The badge with this style and text, registered once.
  mutating func badge(_ style: DemoBadgeData, text: String?, backgroundColor: String? = nil) -> UUID {
    let id = DemoIdentifier.uuid("badge", "\(style.title)|\(text ?? "")")
    if badgeCodes[id] == nil {
      badgeCodes[id] = style.code
      badges.append(
        DemoBadge(
          backgroundColor: backgroundColor ?? style.backgroundColor, id: id, text: text, tintColor: style.tintColor,
          title: style.title))
    }
    return id
  }

  func badgeStyle(_ code: String, file: String, entry: String) throws -> DemoBadgeData {
    guard let style = files.badges.first(where: { $0.code == code }) else {
      throw DemoCatalogError.invalidEntry(file: file, entry: entry, reason: "unknown badge code «\(code)»")
    }
    return style
  }

  static func isColor(_ text: String) -> Bool {
    text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
  }
}
