extension DemoCatalogBuilder {
  /// The warehouse holds `availability.count`; shops hold a seeded amount that follows the availability kind.
  mutating func buildStock() {
    let shopRange = files.settings.shopCount.min...files.settings.shopCount.max
    for product in products {
      for variant in product.variants {
        for location in locations {
          let quantity: Int
          if location.kind == .warehouse {
            quantity = variant.availability.count
          } else {
            var random = DemoRandom(key: "stock:\(variant.article):\(location.code)")
            switch variant.availability.kind {
            case .available: quantity = random.chance(percent: 80) ? random.int(in: shopRange) : 0
            case .delivery: quantity = random.chance(percent: 25) ? random.int(in: 1...3) : 0
            case .notAvailable: quantity = random.chance(percent: 15) ? random.int(in: 1...2) : 0
            }
          }
          stock.append(DemoStockLevel(locationID: location.id, quantity: quantity, variantID: variant.id))
        }
      }
    }
  }
}
