import Foundation
import FuzzSupport
import MeowlsAPI

@testable import MeowlsServer

// The YML importer: an input is a feed file. It is read (`YMLReader`), its categories planned into an empty
// catalogue (`YMLCategoryPlan`) and each offer checked (`YMLOfferRules`), as an import does before it writes.
// Invariants: reading ends in a feed or `ImportError`, never a trap; the feed keeps the reader's limits; parents are
// planned before their children; an offer that passes has an article, a name and a price within the admin rules and a
// stock quantity within the stock rules; the names of a group split into product and variants, and the export's
// offer names for those split again into the same (what `YMLNames` promises for an exported feed).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYML(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let feed: YMLFeed
  do {
    feed = try YMLReader.read(Data(FuzzDriver.bytes(start, count)))
  } catch {
    return 0
  }
  FuzzDriver.expect(feed.categories.count <= YMLReader.maximumCategories, "too many categories")
  for offer in feed.offers {
    FuzzDriver.expect(offer.pictures.count <= YMLReader.maximumPictures, "\(offer.pictures.count) pictures")
    FuzzDriver.expect(offer.params.count <= YMLReader.maximumParams, "\(offer.params.count) params")
    FuzzDriver.expect(
      offer.fields.values.allSatisfy { $0.value.count <= YMLReader.maximumText }, "a text over the limit")
  }
  var problems = ImportProblems()
  var nextID: UInt8 = 0
  let categories = YMLCategoryPlan(
    feed.categories, keys: [:], existing: [:], productCounts: [:],
    newID: {
      nextID &+= 1
      return UUID(uuid: (nextID, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(feed.categories.count % 256)))
    }, problems: &problems)
  var planned: Set<UUID> = []
  for entry in categories.entries {
    FuzzDriver.expect(entry.parent.map(planned.contains) ?? true, "category \(entry.feedID) comes before its parent")
    planned.insert(entry.id)
  }
  let rules = YMLOfferRules(
    articles: .offerID, categories: categories, properties: ["бренд": "brand", "brand": "brand"])
  var groups: [String: [String]] = [:]
  for offer in feed.offers {
    guard let read = rules.read(offer, problems: &problems) else { continue }
    FuzzDriver.expect((1...32).contains(read.article.rawValue.count), "article \(read.article)")
    FuzzDriver.expect((1...200).contains(read.name.count), "name \(read.name)")
    FuzzDriver.expect((1...ProductRules.maximumKopecks).contains(read.price.kopecks), "price \(read.price)")
    FuzzDriver.expect(
      read.quantity.map { (0...POSStockService.maximumUnits).contains($0) } ?? true, "quantity \(read.quantity ?? 0)")
    groups[read.groupKey, default: []].append(read.name)
  }
  for names in groups.values { checkNames(names) }
  return 0
}

/// The import's split of a group's names, and the split of the export's names for it.
private func checkNames(_ names: [String]) {
  let split = YMLNames.split(names)
  let exported = split.variants.map {
    YMLNames.offerName(product: split.product, variant: $0, variants: split.variants.count)
  }
  let again = YMLNames.split(exported)
  FuzzDriver.expect(
    again.product == split.product && again.variants == split.variants,
    "\(names) split into \(split), exported as \(exported), split into \(again)")
}

@_cdecl("FuzzYML_main")
public func fuzzYMLMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzYML)
}
