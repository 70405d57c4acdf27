import Foundation
import MeowlsAPI
import MeowlsKit

/// Values the back-office screen tests build their states from.
enum AdminFixtures {
  static func uuid(_ n: Int) -> UUID { POSFixtures.uuid(n) }
  static let productID = Product.ID(uuid(500))
  static let leaf = Category.ID(uuid(510))
  static let root = Category.ID(uuid(511))

  static func picture(_ n: Int) -> AdminPicture {
    AdminPicture(id: "picture-\(n)", image: Image(original: "/static/catalog/picture-\(n)"), kind: .uploaded)
  }

  static func variant(price: Int64 = 999, barcode: String? = nil) -> AdminVariant {
    AdminVariant(
      article: "90001", barcode: barcode, id: ProductVariant.ID(uuid(501)), name: "400 г", packSize: 1,
      price: Money(rubles: price), unit: .piece)
  }

  static func product(price: Int64 = 999, archived: Bool = false, pictures: [AdminPicture] = []) -> AdminProduct {
    AdminProduct(
      archived: archived, categoryIDs: [leaf], code: "murlyka", id: productID, name: "Корм Мурлыка",
      quickBuy: true, variants: [variant(price: price)], vatRate: "20%", pictures: pictures)
  }

  static func category(_ id: Category.ID, parent: Category.ID?, position: Int, name: String = "К") -> AdminCategory {
    AdminCategory(
      archived: false, code: "c\(position)", id: id, name: name, parentID: parent, position: position,
      productCount: 0)
  }

  static func report(dryRun: Bool, changes: Int) -> ImportReport {
    ImportReport(
      applied: !dryRun && changes > 0, changesTotal: changes, dryRun: dryRun,
      prices: ImportReport.Counts(updated: changes))
  }
}
