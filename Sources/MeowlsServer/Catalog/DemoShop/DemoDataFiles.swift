import Foundation

/// Every data file decoded, before expansion.
struct DemoDataFiles {
  var badges: [DemoBadgeData]
  var banners: [DemoBannerData]
  var categories: [DemoCategoryData]
  var cities: [DemoCityData]
  var families: [DemoSourcedFamily]
  var intervals: [DemoIntervalData]
  var kits: [String: DemoSectionKitData]
  var properties: [DemoPropertyData]
  var sales: [DemoSaleData]
  var settings: DemoSettingsData
  var shops: DemoShopsFileData

  /// Reads the fixed files and every `products/*.json` (in file-name order).
  static func read(from directory: URL) throws -> DemoDataFiles {
    let productFiles = try listJSONFiles(in: directory.appendingPathComponent("products"), prefix: "products/")
    var families: [DemoSourcedFamily] = []
    for file in productFiles {
      let decoded = try decode([DemoFamilyData].self, file: file, in: directory)
      for (index, family) in decoded.enumerated() {
        families.append(DemoSourcedFamily(entry: "family [\(index)] «\(family.name)»", family: family, file: file))
      }
    }
    return DemoDataFiles(
      badges: try decode([DemoBadgeData].self, file: "badges.json", in: directory),
      banners: try decode([DemoBannerData].self, file: "banners.json", in: directory),
      categories: try decode([DemoCategoryData].self, file: "categories.json", in: directory),
      cities: try decode([DemoCityData].self, file: "cities.json", in: directory),
      families: families,
      intervals: try decode([DemoIntervalData].self, file: "intervals.json", in: directory),
      kits: try decode([String: DemoSectionKitData].self, file: "sections.json", in: directory),
      properties: try decode([DemoPropertyData].self, file: "properties.json", in: directory),
      sales: try decode([DemoSaleData].self, file: "sales.json", in: directory),
      settings: try decode(DemoSettingsData.self, file: "settings.json", in: directory),
      shops: try decode(DemoShopsFileData.self, file: "shops.json", in: directory))
  }

  private static func listJSONFiles(in folder: URL, prefix: String) throws -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw DemoCatalogError.unreadableFile(file: prefix, reason: error.localizedDescription)
    }
    let files = names.filter { $0.hasSuffix(".json") }.sorted().map { prefix + $0 }
    guard !files.isEmpty else {
      throw DemoCatalogError.unreadableFile(file: prefix, reason: "no .json files")
    }
    return files
  }

  private static func decode<T: Decodable>(_ type: T.Type, file: String, in directory: URL) throws -> T {
    let data: Data
    do {
      data = try Data(contentsOf: directory.appendingPathComponent(file))
    } catch {
      throw DemoCatalogError.unreadableFile(file: file, reason: error.localizedDescription)
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
      return try decoder.decode(type, from: data)
    } catch let error as DecodingError {
      let (path, reason) = describe(error)
      throw DemoCatalogError.malformedFile(file: file, entry: path, reason: reason)
    } catch {
      throw DemoCatalogError.malformedFile(file: file, entry: "(root)", reason: error.localizedDescription)
    }
  }

  private static func describe(_ error: DecodingError) -> (path: String, reason: String) {
    let context: DecodingError.Context
    var reason: String
    switch error {
    case let .dataCorrupted(errorContext):
      context = errorContext
      reason = errorContext.debugDescription
      if let underlying = errorContext.underlyingError {
        reason += " (\(underlying.localizedDescription))"
      }
    case let .keyNotFound(key, errorContext):
      context = errorContext
      reason = "missing key \(key.stringValue)"
    case let .typeMismatch(_, errorContext), let .valueNotFound(_, errorContext):
      context = errorContext
      reason = errorContext.debugDescription
    @unknown default:
      return ("(root)", String(describing: error))
    }
    let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
    return (path.isEmpty ? "(root)" : path, reason)
  }
}
