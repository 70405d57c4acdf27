import Foundation

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

/// The demo catalogue loaded once for all tests, on a fixed load day.
enum DemoCatalogFixture {
  /// 2025-06-15 10:00 UTC.
  static let loadDate = Date(timeIntervalSince1970: 1_749_981_600)

  static let catalog: DemoCatalog = {
    do {
      return try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: loadDate)
    } catch {
      fatalError("the demo data does not load: \(error)")
    }
  }()

  /// Every property code with the values used by any variant.
  static func valuesByPropertyCode(_ catalog: DemoCatalog) -> [String: Set<String>] {
    let codes = Dictionary(uniqueKeysWithValues: catalog.properties.map { ($0.id, $0.code) })
    let values = Dictionary(uniqueKeysWithValues: catalog.propertyValues.map { ($0.id, $0) })
    var result: [String: Set<String>] = [:]
    for variant in catalog.products.flatMap(\.variants) {
      for id in variant.propertyValueIDs {
        guard let value = values[id], let code = codes[value.propertyID] else { continue }
        result[code, default: []].insert(value.value)
      }
    }
    return result
  }

  /// A copy of the data folder in a fresh temporary directory, for tests that break the data.
  static func copyOfData() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: DemoShopResources.dataDirectory, to: folder)
    return folder
  }
}
