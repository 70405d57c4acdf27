import Foundation
import Testing

#if canImport(DemoShop)
  import DemoShop
#else
  import MeowlsServer
#endif

@Suite struct DemoCatalogProductTests {
  let catalog = DemoCatalogFixture.catalog

  @Test func holdsAtLeastSixHundredProducts() {
    #expect(catalog.products.count >= 600)
  }

  @Test func everyVariantArticleIsUniqueAndNumeric() {
    let articles = catalog.products.flatMap(\.variants).map(\.article)
    #expect(Set(articles).count == articles.count)
    #expect(articles.allSatisfy { (6...7).contains($0.count) && $0.allSatisfy(\.isASCII) && Int($0) != nil })
  }

  @Test func everyProductHasOneToFourVariants() {
    #expect(catalog.products.allSatisfy { (1...4).contains($0.variants.count) })
  }

  @Test func theDefaultVariantIsTheFirstOfTheProduct() {
    #expect(catalog.products.allSatisfy { $0.defaultVariantArticle == $0.variants.first?.article })
  }

  @Test func aboutAFifthOfProductsAndVariantsAreDiscounted() {
    let variants = catalog.products.flatMap(\.variants)
    let discountedVariants = variants.filter { $0.price.discountPercent != nil }.count
    let discountedProducts = catalog.products.filter { $0.variants.contains { $0.price.discountPercent != nil } }.count
    #expect((0.15...0.30).contains(Double(discountedVariants) / Double(variants.count)))
    #expect((0.15...0.30).contains(Double(discountedProducts) / Double(catalog.products.count)))
  }

  @Test func discountsAreConsistent() {
    for price in catalog.products.flatMap(\.variants).map(\.price) {
      #expect(price.kopecks > 0)
      if let percent = price.discountPercent {
        #expect(price.kopecks < price.originalKopecks)
        #expect(abs(price.kopecks * 100 - price.originalKopecks * (100 - percent)) <= 50)
      } else {
        #expect(price.kopecks == price.originalKopecks)
      }
    }
  }

  @Test func discountedVariantsCarryADiscountOrSaleBadge() {
    let badgeTitles = Dictionary(uniqueKeysWithValues: catalog.badges.map { ($0.id, $0.title) })
    for variant in catalog.products.flatMap(\.variants) where variant.price.discountPercent != nil {
      #expect(variant.badgeIDs.contains { ["Скидка", "%"].contains(badgeTitles[$0]) })
    }
  }

  @Test func allThreeAvailabilityKindsArePresent() {
    let availabilities = catalog.products.flatMap(\.variants).map(\.availability)
    #expect(Set(availabilities.map(\.kind)) == Set(DemoAvailabilityKind.allCases))
    for availability in availabilities {
      switch availability.kind {
      case .available: #expect(availability.count > 0 && availability.deliveryDurationDays == nil)
      case .delivery: #expect(availability.count > 0 && availability.deliveryDurationDays != nil)
      case .notAvailable: #expect(availability.count == 0 && availability.deliveryDurationDays == nil)
      }
    }
  }

  @Test func everyFilterPropertyIsUsed() {
    let used = DemoCatalogFixture.valuesByPropertyCode(catalog)
    let expected = [
      "age", "brand", "breed_size", "colour", "feed_properties", "flavour", "material", "pack_type", "pet_type",
      "size", "volume", "weight",
    ]
    for code in expected {
      #expect((used[code]?.count ?? 0) >= 2, "property \(code)")
    }
    #expect(used["pet_type"]?.isSuperset(of: ["для кошек", "для собак", "для рыб"]) == true)
  }

  @Test func everyProductCarriesBrandAndPetType() {
    let codes = Dictionary(uniqueKeysWithValues: catalog.properties.map { ($0.id, $0.code) })
    let propertyOfValue = Dictionary(uniqueKeysWithValues: catalog.propertyValues.map { ($0.id, $0.propertyID) })
    for variant in catalog.products.flatMap(\.variants) {
      let used = Set(variant.propertyValueIDs.compactMap { propertyOfValue[$0].flatMap { codes[$0] } })
      #expect(used.isSuperset(of: ["brand", "pet_type"]))
    }
  }

  @Test func bothSectionTypesAreUsed() {
    let types = Set(catalog.products.flatMap(\.sections).map(\.type))
    #expect(types == Set(DemoSectionType.allCases))
    #expect(catalog.products.allSatisfy { !$0.sections.isEmpty })
  }

  @Test func textsHaveNoLeftoverPlaceholdersOrFiller() {
    let texts = catalog.products.flatMap { [$0.name] + $0.sections.flatMap { [$0.title, $0.text] } }
    for text in texts {
      #expect(!text.contains("{") && !text.contains("}"), "\(text)")
      #expect(!text.lowercased().contains("lorem") && !text.contains("Product "), "\(text)")
    }
  }

  @Test func productCodesAreUniqueAndTransliteratedFromTheName() {
    #expect(Set(catalog.products.map(\.code)).count == catalog.products.count)
    #expect(catalog.products.allSatisfy { $0.code == DemoTransliteration.code($0.name) })
    #expect(Set(catalog.products.map(\.id)).count == catalog.products.count)
  }

  @Test func everyProductHasAnImageKeyAndBrandColour() {
    for product in catalog.products {
      #expect(product.imageKey == "products/\(product.code)")
      #expect(product.brandColor.count == 7 && product.brandColor.hasPrefix("#"))
    }
  }

  @Test func badgesUseHexColours() {
    let isColor = { (text: String) in text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }
    #expect(catalog.badges.allSatisfy { isColor($0.backgroundColor) && isColor($0.tintColor) })
    let titles = Set(catalog.badges.map(\.title))
    #expect(titles.isSuperset(of: ["Новинка", "Хит продаж", "Скидка", "%"]))
  }
}
