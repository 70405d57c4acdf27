import Foundation

extension DemoCatalogBuilder {
  mutating func buildSales() throws {
    var taken: Set<Int> = []
    for (index, data) in files.sales.enumerated() {
      let entry = "sale [\(index)] «\(data.code)»"
      func invalid(_ reason: String) -> DemoCatalogError {
        .invalidEntry(file: "sales.json", entry: entry, reason: reason)
      }
      guard !data.code.isEmpty, !sales.contains(where: { $0.code == data.code }) else {
        throw invalid("empty or duplicate code")
      }
      guard (1...90).contains(data.discountPercent) else { throw invalid("discount_percent must be 1…90") }
      guard data.startOffsetDays <= data.endOffsetDays else { throw invalid("ends before it starts") }
      guard Self.isColor(data.color) else { throw invalid("color is not #RRGGBB") }
      let id = DemoIdentifier.uuid("sale", data.code)
      let style = try badgeStyle("sale", file: "sales.json", entry: entry)
      let badgeID = badge(style, text: data.title, backgroundColor: data.color)
      let picked = try select(data.products, key: data.code, excluding: taken, file: "sales.json", entry: entry)
      taken.formUnion(picked)
      for productIndex in picked {
        apply(saleID: id, percent: data.discountPercent, badgeID: badgeID, to: productIndex)
      }
      sales.append(
        DemoSale(
          badgeID: badgeID, code: data.code, disclaimer: data.disclaimer, discountPercent: data.discountPercent,
          endDate: day(data.endOffsetDays), id: id, imageKey: data.image, productIDs: picked.map { products[$0].id },
          redirectID: nil, startDate: day(data.startOffsetDays), title: data.title, type: data.saleType))
    }
  }

  /// The sale's discount replaces any regular one; its badge replaces the «Скидка» badge.
  private mutating func apply(saleID: UUID, percent: Int, badgeID: UUID, to productIndex: Int) {
    products[productIndex].saleID = saleID
    for variantIndex in products[productIndex].variants.indices {
      var variant = products[productIndex].variants[variantIndex]
      variant.price = .discounted(variant.price.originalKopecks, percent: percent)
      variant.badgeIDs.removeAll { badgeCodes[$0] == "discount" }
      variant.badgeIDs.append(badgeID)
      products[productIndex].variants[variantIndex] = variant
    }
  }

  private func day(_ offset: Int) -> Date {
    loadDay.addingTimeInterval(Double(offset) * Self.secondsPerDay)
  }
}
