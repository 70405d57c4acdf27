import Foundation

extension DemoCatalogBuilder {
  mutating func buildProducts() throws {
    for source in files.families {
      try addFamily(source)
    }
    for category in categories where !category.hasChildren {
      guard products.contains(where: { $0.categoryID == category.id }) else {
        throw DemoCatalogError.invalidEntry(
          file: "categories.json", entry: "category «\(category.path)»", reason: "leaf without products")
      }
    }
  }

  private mutating func addFamily(_ source: DemoSourcedFamily) throws {
    let family = source.family
    func invalid(_ reason: String) -> DemoCatalogError {
      .invalidEntry(file: source.file, entry: source.entry, reason: reason)
    }
    guard let targetIndex = categoryIndex[family.category] else {
      throw invalid("unknown category «\(family.category)»")
    }
    var leaf = categories[targetIndex]
    if leaf.hasChildren {
      let brandPath = "\(leaf.path)/\(DemoTransliteration.code(family.brand))"
      guard let brandIndex = categoryIndex[brandPath] else { throw invalid("category «\(leaf.path)» is not a leaf") }
      leaf = categories[brandIndex]
    }
    guard let kit = files.kits[family.kit] else { throw invalid("unknown section kit «\(family.kit)»") }
    guard Self.isColor(family.color) else { throw invalid("color is not #RRGGBB") }
    guard !family.items.isEmpty else { throw invalid("no items") }
    let forcedBadges = try (family.badges ?? []).map { try badgeStyle($0, file: source.file, entry: source.entry) }
    for item in family.items {
      let product = try makeProduct(
        family: family, item: item, kit: kit, leaf: leaf, forcedBadges: forcedBadges, file: source.file,
        entry: "\(source.entry), item «\(item.name)»")
      products.append(product)
    }
  }

  private mutating func makeProduct(
    family: DemoFamilyData, item: DemoFamilyItemData, kit: DemoSectionKitData, leaf: DemoCategory,
    forcedBadges: [DemoBadgeData], file: String, entry: String
  ) throws -> DemoProduct {
    func invalid(_ reason: String) -> DemoCatalogError { .invalidEntry(file: file, entry: entry, reason: reason) }
    let petType =
      item.properties?["pet_type"]?.values.first ?? family.properties?["pet_type"]?.values.first
      ?? petTypes[leaf.path] ?? ""
    var placeholders = [
      "brand": family.brand, "item": item.name, "item_lower": DemoTemplate.lowerFirst(item.name), "pet": petType,
      "value": item.value ?? item.name, "value_lower": DemoTemplate.lowerFirst(item.value ?? item.name),
    ]
    let name: String
    do {
      name = try DemoTemplate.render(family.name, placeholders)
    } catch {
      throw invalid("unknown placeholder {\(error.name)} in the name")
    }
    placeholders["name"] = name
    let code = DemoTransliteration.code(name)
    guard usedProductCodes.insert(code).inserted else { throw invalid("duplicate product code «\(code)»") }
    let variantData = item.variants ?? family.variants
    guard (1...4).contains(variantData.count) else { throw invalid("needs 1 to 4 variants") }
    guard Set(variantData.map(\.name)).count == variantData.count else { throw invalid("duplicate variant names") }

    var random = DemoRandom(key: "product:\(code)")
    let settings = files.settings
    let spread = family.priceSpread ?? 0
    let priceFactor = (item.priceFactor ?? 1) * (1 + Double(spread > 0 ? random.int(in: -spread...spread) : 0) / 100)
    let discount =
      random.chance(percent: settings.discountChancePercent)
      ? random.element(of: settings.discountPercents) : nil
    var productBadges = forcedBadges
    if random.chance(percent: settings.newChancePercent) {
      productBadges.append(try badgeStyle("new", file: file, entry: entry))
    } else if random.chance(percent: settings.hitChancePercent) {
      productBadges.append(try badgeStyle("hit", file: file, entry: entry))
    }
    let bestValue = variantData.count >= 3 && random.chance(percent: settings.bestValueChancePercent)

    var commonValues = [try propertyValue("brand", family.brand, file: file, entry: entry)]
    var merged = family.properties ?? [:]
    for (code, list) in item.properties ?? [:] { merged[code] = list }
    if merged["pet_type"] == nil, !petType.isEmpty {
      commonValues.append(try propertyValue("pet_type", petType, file: file, entry: entry))
    }
    if let itemProperty = family.itemProperty {
      merged[itemProperty] = nil
      commonValues.append(try propertyValue(itemProperty, item.value ?? item.name, file: file, entry: entry))
    }
    for code in merged.keys.sorted() {
      for value in merged[code]?.values ?? [] {
        commonValues.append(try propertyValue(code, value, file: file, entry: entry))
      }
    }

    var variants: [DemoVariant] = []
    for (index, data) in variantData.enumerated() {
      guard data.price > 0 else { throw invalid("variant «\(data.name)» has no price") }
      let article = allocateArticle("\(code)|\(data.name)")
      let rubles = priceFactor == 1 ? data.price : Self.shopPrice(Double(data.price) * priceFactor)
      let price = discount.map { DemoPrice.discounted(rubles * 100, percent: $0) } ?? .regular(rubles * 100)
      var badgeIDs = productBadges.map { badge($0, text: $0.text) }
      if let discount {
        let style = try badgeStyle("discount", file: file, entry: entry)
        badgeIDs.append(
          badge(style, text: style.text.map { $0.replacingOccurrences(of: "{percent}", with: "\(discount)") }))
      }
      if bestValue, index == variantData.count - 1 {
        let style = try badgeStyle("best_value", file: file, entry: entry)
        badgeIDs.append(badge(style, text: style.text))
      }
      var valueIDs = commonValues
      if let variantProperty = family.variantProperty {
        valueIDs.append(try propertyValue(variantProperty, data.name, file: file, entry: entry))
      }
      variants.append(
        DemoVariant(
          article: String(article), availability: makeAvailability(&random), badgeIDs: badgeIDs,
          id: DemoIdentifier.uuid("variant", "\(code)|\(data.name)"), price: price, propertyValueIDs: valueIDs,
          shortName: family.variantProperty == nil && variantData.count == 1 ? "" : data.name))
    }

    let vat = item.vat ?? family.vat ?? VATRate.standard
    guard VATRate.all.contains(vat) else {
      throw invalid("vat «\(vat)» is none of \(VATRate.all.joined(separator: ", "))")
    }
    return DemoProduct(
      allowQuickBuy: family.allowQuickBuy ?? true, brand: family.brand, brandColor: family.color,
      categoryID: leaf.id, code: code, defaultVariantArticle: variants[0].article,
      id: DemoIdentifier.uuid("product", code), imageKey: "products/\(code)", name: name, petKind: leaf.petKind,
      saleID: nil,
      sections: try makeSections(
        kit: kit, family: family, item: item, placeholders: placeholders,
        invalid: invalid), variants: variants, vatRate: vat)
  }

  private func makeSections(
    kit: DemoSectionKitData, family: DemoFamilyData, item: DemoFamilyItemData, placeholders: [String: String],
    invalid: (String) -> DemoCatalogError
  ) throws -> [DemoSection] {
    var values = placeholders
    var texts = kit.texts ?? [:]
    for (key, text) in family.texts ?? [:] { texts[key] = text }
    for (key, text) in item.texts ?? [:] { texts[key] = text }
    var sections: [DemoSection] = []
    do throws(DemoTemplate.UnknownPlaceholder) {
      for (key, text) in texts { values[key] = try DemoTemplate.render(text, placeholders) }
      for section in kit.sections {
        sections.append(
          DemoSection(
            link: section.link, text: try DemoTemplate.render(section.text, values), title: section.title,
            type: section.type))
      }
      return sections
    } catch {
      throw invalid("unknown placeholder {\(error.name)} in kit «\(family.kit)»")
    }
  }

  private func makeAvailability(_ random: inout DemoRandom) -> DemoAvailability {
    let settings = files.settings
    let roll = random.int(in: 0...99)
    if roll < settings.notAvailableChancePercent {
      return DemoAvailability(count: 0, deliveryDurationDays: nil, kind: .notAvailable)
    }
    if roll < settings.notAvailableChancePercent + settings.deliveryChancePercent {
      return DemoAvailability(
        count: random.int(in: settings.deliveryCount.min...settings.deliveryCount.max),
        deliveryDurationDays: random.int(in: settings.deliveryDays.min...settings.deliveryDays.max), kind: .delivery)
    }
    return DemoAvailability(
      count: random.int(in: settings.availableCount.min...settings.availableCount.max), deliveryDurationDays: nil,
      kind: .available)
  }

  /// A seven-digit article from the variant's key; the next free number on a clash.
  private mutating func allocateArticle(_ key: String) -> Int {
    var article = 1_000_000 + Int(DemoHash.fnv1a64("article:\(key)") % 9_000_000)
    while !usedArticles.insert(article).inserted {
      article = article == 9_999_999 ? 1_000_000 : article + 1
    }
    return article
  }

  /// A shop-like price: under 300 ₽ whole roubles, above that ending in 9 (529, 1 249, 2 099).
  static func shopPrice(_ rubles: Double) -> Int {
    guard rubles >= 300 else { return max(1, Int(rubles.rounded())) }
    return Int((rubles / 10).rounded()) * 10 - 1
  }
}
