import Foundation
import MeowlsAPI

/// The feed's categories mapped onto the category tree: each feed id to the category it was matched to before
/// (`import_keys`), else to a new one; names and parents as the feed gives them. Categories the feed does not name
/// are left as they are.
struct YMLCategoryPlan {
  /// One feed category as it will be.
  struct Entry {
    var code: String
    var feedID: String
    var id: UUID
    var isNew: Bool
    var line: Int
    var name: String
    var parent: UUID?
    /// Not new, but renamed, moved or unarchived.
    var isChanged: Bool
  }

  /// Parents before children.
  private(set) var entries: [Entry] = []
  /// Feed id → category.
  private(set) var byFeedID: [String: UUID] = [:]
  /// Categories that will have categories under them that are not archived.
  private(set) var parents: Set<UUID> = []

  /// A category row as the plan reads it.
  struct Existing {
    var archived: Bool
    var code: String
    var name: String
    var parent: UUID?
  }

  init(
    _ feed: [YMLFeed.Category], keys: [String: String], existing: [UUID: Existing], productCounts: [UUID: Int],
    newID: () -> UUID, problems: inout ImportProblems
  ) {
    var seen: [String: YMLFeed.Category] = [:]
    for category in feed {
      if category.id.isEmpty {
        problems.add(line: category.line, field: "category.id", "a category needs an id")
      } else if seen[category.id] != nil {
        problems.add(line: category.line, field: "category.id", "the id \(category.id) is another category's too")
      } else if !(1...100).contains(category.name.count) {
        problems.add(line: category.line, field: "category", "a category's name is 1 to 100 characters")
      } else {
        seen[category.id] = category
      }
    }
    for category in feed where seen[category.id]?.line == category.line {
      guard let parent = category.parentID, !parent.isEmpty else { continue }
      if seen[parent] == nil {
        problems.add(line: category.line, field: "parentId", "no category of the feed has the id \(parent)")
        seen[category.id] = nil
      }
    }
    let ordered = Self.parentsFirst(Array(seen.values).sorted { $0.line < $1.line }, problems: &problems)
    var codes: [UUID?: Set<String>] = [:]
    for row in existing.values { codes[row.parent, default: []].insert(row.code) }
    for category in ordered {
      let parent = category.parentID.flatMap { byFeedID[$0] }
      let known = keys[category.id].flatMap(UUID.init(uuidString:)).flatMap { id in existing[id].map { (id, $0) } }
      var entry = Entry(
        code: known?.1.code ?? "", feedID: category.id, id: known?.0 ?? newID(), isNew: known == nil,
        line: category.line, name: category.name, parent: parent, isChanged: false)
      if let (_, row) = known {
        entry.isChanged = row.name != category.name || row.parent != parent || row.archived
        if row.parent != parent, codes[parent, default: []].contains(row.code) {
          problems.add(
            line: category.line, field: "parentId",
            "another category under the new parent has the code \(row.code); rename one of them first")
        }
        if row.parent != parent { codes[parent, default: []].insert(row.code) }
      } else {
        entry.code = Self.freeCode(for: category.id, among: codes[parent] ?? [])
        codes[parent, default: []].insert(entry.code)
      }
      byFeedID[category.id] = entry.id
      entries.append(entry)
    }
    // NB: the leaf rule of the catalogue: products are listed in categories with no categories under them, so a
    // category that holds products gets none under it (`categoryHasProducts` in the admin API).
    var parentOf: [UUID: UUID?] = existing.filter { !$0.value.archived }.mapValues(\.parent)
    for entry in entries { parentOf[entry.id] = entry.parent }
    parents = Set(parentOf.values.compactMap { $0 })
    for entry in entries {
      guard let parent = entry.parent, (productCounts[parent] ?? 0) > 0 else { continue }
      let wasThere = existing[entry.id].map { !$0.archived && $0.parent == parent } ?? false
      if !wasThere {
        problems.add(
          line: entry.line, field: "parentId",
          "the parent category holds products of its own; products are listed in categories without categories under them"
        )
      }
    }
  }

  /// The categories in an order where each parent comes before its children; a cycle is a problem of each of its
  /// categories.
  private static func parentsFirst(_ categories: [YMLFeed.Category], problems: inout ImportProblems) -> [YMLFeed
    .Category]
  {
    let byID = Dictionary(categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var placed: Set<String> = []
    var ordered: [YMLFeed.Category] = []
    for category in categories {
      var chain: [YMLFeed.Category] = []
      var current: YMLFeed.Category? = category
      var inChain: Set<String> = []
      while let next = current, !placed.contains(next.id) {
        guard inChain.insert(next.id).inserted else {
          problems.add(line: next.line, field: "parentId", "the category is its own ancestor")
          chain = []
          break
        }
        chain.append(next)
        current = next.parentID.flatMap { byID[$0] }
      }
      for item in chain.reversed() where placed.insert(item.id).inserted { ordered.append(item) }
    }
    return ordered
  }

  /// `yml-<id>` in the code alphabet, with a number after it when a sibling has it already.
  private static func freeCode(for feedID: String, among taken: Set<String>) -> String {
    let base =
      "yml-"
      + String(
        feedID.lowercased().unicodeScalars.prefix(56).map { ProductRules.isCodeCharacter($0) ? Character($0) : "-" })
    var code = base
    var number = 2
    while taken.contains(code) {
      code = "\(base)-\(number)"
      number += 1
    }
    return code
  }
}
