import Foundation
import MeowlsAPI

/// The feed's offers as products: offers with one `group_id` are the variants of one product, an offer without one
/// is a product of its own. Each product is matched to the one its group was matched to before, else to the
/// product of its variants' articles, else new; the draft it gets is compared with what is stored, and only changed
/// products are written.
struct YMLProductPlan {
  /// One product to write.
  struct Write {
    var draft: ProductDraft
    var groupID: String?
    var id: UUID
    var isNew: Bool
    /// The offers' ids by article, for `import_keys`.
    var offerIDs: [(offer: String, article: Article)]
  }

  /// What is stored that the plan reads.
  struct Stored {
    var barcodes: [String: UUID]
    var groups: [String: String]
    /// The product of a variant's article.
    var owners: [String: UUID]
    var product: (UUID) throws -> AdminProduct?
  }

  private(set) var writes: [Write] = []
  /// Every product of the feed, with its offers, for the stock and the pictures.
  private(set) var products: [(id: UUID, offers: [YMLOfferRules.Offer])] = []

  init(
    _ offers: [YMLOfferRules.Offer], stored: Stored, newID: () -> UUID, problems: inout ImportProblems,
    report: inout ImportReport
  ) throws {
    var groups: [String: [YMLOfferRules.Offer]] = [:]
    var order: [String] = []
    for offer in offers {
      if groups[offer.groupKey] == nil { order.append(offer.groupKey) }
      groups[offer.groupKey, default: []].append(offer)
    }
    var claimed: [UUID: Int] = [:]
    var feedBarcodes: [String: Int] = [:]
    for key in order {
      guard let members = groups[key], let first = members.first else { continue }
      let before = problems.total
      let known = first.groupID.flatMap { stored.groups[$0] }.flatMap(UUID.init(uuidString:))
      let existing = try (known ?? members.lazy.compactMap { stored.owners[$0.article.rawValue] }.first)
        .flatMap(stored.product)
      if let existing {
        if let line = claimed[existing.id.rawValue] {
          problems.add(
            line: first.line, field: first.groupID == nil ? "id" : "group_id",
            "these offers are variants of the product of line \(line)'s offers too")
        }
        claimed[existing.id.rawValue] = first.line
      }
      for offer in members {
        if let owner = stored.owners[offer.article.rawValue], owner != existing?.id.rawValue {
          problems.add(
            line: offer.line, field: "id", "the article \(offer.article.rawValue) is a variant of another product")
        }
        guard let barcode = offer.barcode else { continue }
        if let line = feedBarcodes[barcode] {
          problems.add(line: offer.line, field: "barcode", "the barcode \(barcode) is line \(line)'s offer's too")
        }
        feedBarcodes[barcode] = offer.line
        let own = existing?.variants.first { $0.article == offer.article }?.id?.rawValue
        if let holder = stored.barcodes[barcode], holder != own {
          problems.add(line: offer.line, field: "barcode", "another variant already has the barcode \(barcode)")
        }
      }
      guard problems.total == before else { continue }
      let id = existing?.id.rawValue ?? newID()
      let draft: ProductDraft
      do {
        draft = try ProductRules.validated(Self.draft(members, existing: existing))
      } catch {
        problems.add(line: first.line, field: error.body.failures?.first?.field ?? "offer", error.body.reason)
        continue
      }
      products.append((id, members))
      let change = Self.count(draft, against: existing, line: first.line, report: &report)
      guard change else { continue }
      writes.append(
        Write(
          draft: draft, groupID: first.groupID, id: id, isNew: existing == nil,
          offerIDs: members.map { ($0.id, $0.article) }))
    }
  }

  /// The product the offers make: the existing one's variants updated and the new ones after them.
  private static func draft(_ offers: [YMLOfferRules.Offer], existing: AdminProduct?) -> ProductDraft {
    let names = YMLNames.split(offers.map(\.name))
    var variants = existing?.variants ?? []
    var categories: [Category.ID] = []
    for (offer, name) in zip(offers, names.variants) {
      let category = Category.ID(offer.category)
      if !categories.contains(category) { categories.append(category) }
      let index = variants.firstIndex { $0.article == offer.article }
      var variant = index.map { variants[$0] } ?? AdminVariant(article: offer.article, name: name, price: offer.price)
      // NB: an offer named as the export names this variant keeps the variant's name (an unnamed only variant, or
      // one whose name the split of the group's names would change), and one that can be ordered in (`delivery`)
      // stays so while the feed says it is not available (a feed tells only that): an exported shop imports back
      // unchanged.
      let keepsName =
        index != nil
        && existing.map {
          YMLNames.offerName(product: $0.name, variant: variant.name, variants: $0.variants.count) == offer.name
        } == true
      if !keepsName { variant.name = name }
      variant.price = offer.price
      variant.oldPrice = offer.oldPrice
      variant.barcode = offer.barcode
      let unavailable = index != nil && offer.availability == .notAvailable && variant.availability == .delivery
      variant.availability = unavailable ? .delivery : offer.availability
      variant.properties = offer.properties
      if let index { variants[index] = variant } else { variants.append(variant) }
    }
    return ProductDraft(
      categoryIDs: categories, name: names.product, quickBuy: existing?.quickBuy ?? true, variants: variants,
      vatRate: existing?.vatRate ?? VATRate.standard)
  }

  /// Counts the product, its variants and prices as created, updated or unchanged; true when anything changes.
  private static func count(
    _ draft: ProductDraft, against existing: AdminProduct?, line: Int, report: inout ImportReport
  ) -> Bool {
    guard let existing else {
      report.products.created += 1
      report.variants.created += draft.variants.count
      report.prices.created += draft.variants.count
      report.note(ImportChange(line: line, subject: "product \(draft.name)", change: "created"))
      return true
    }
    var changed = existing.name != draft.name || Set(existing.categoryIDs) != Set(draft.categoryIDs)
    for variant in draft.variants {
      guard let before = existing.variants.first(where: { $0.article == variant.article }) else {
        report.variants.created += 1
        report.prices.created += 1
        report.note(ImportChange(line: line, subject: "variant \(variant.article.rawValue)", change: "created"))
        changed = true
        continue
      }
      let priced = before.price != variant.price || before.oldPrice != variant.oldPrice
      if priced {
        report.prices.updated += 1
        report.note(
          ImportChange(
            line: line, subject: "variant \(variant.article.rawValue)",
            change: "price \(describe(before.price, before.oldPrice)) → \(describe(variant.price, variant.oldPrice))"))
      } else {
        report.prices.unchanged += 1
      }
      let other =
        before.name != variant.name || before.barcode != variant.barcode
        || (before.availability ?? .available) != variant.availability
        || (before.properties ?? []) != (variant.properties ?? [])
      if other || priced {
        report.variants.updated += 1
        changed = true
        if other {
          report.note(
            ImportChange(
              line: line, subject: "variant \(variant.article.rawValue)", change: describe(before, variant)))
        }
      } else {
        report.variants.unchanged += 1
      }
    }
    if changed {
      report.products.updated += 1
      if existing.name != draft.name {
        report.note(ImportChange(line: line, subject: "product \(existing.name)", change: "renamed \(draft.name)"))
      }
    } else {
      report.products.unchanged += 1
    }
    return changed
  }

  /// What changes in a variant besides its price: `name, availability`.
  private static func describe(_ before: AdminVariant, _ after: AdminVariant) -> String {
    var fields: [String] = []
    if before.name != after.name { fields.append("name \(ImportNumbers.quoted(after.name))") }
    if before.barcode != after.barcode { fields.append("barcode \(after.barcode ?? "none")") }
    if (before.availability ?? .available) != after.availability {
      fields.append("availability \((after.availability ?? .available).rawValue)")
    }
    if (before.properties ?? []) != (after.properties ?? []) { fields.append("properties") }
    return "updated " + fields.joined(separator: ", ")
  }

  private static func describe(_ price: Money, _ old: Money?) -> String {
    ImportMoney.text(price) + (old.map { " (was \(ImportMoney.text($0)))" } ?? "")
  }
}

/// Roubles as files write them: `1299.50`.
enum ImportMoney {
  static func text(_ money: Money) -> String {
    let kopecks = money.kopecks
    let fraction = kopecks % 100
    return "\(kopecks / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
