import Foundation

extension DemoCatalogBuilder {
  mutating func buildCategories() throws {
    var brandsByPath: [String: [String]] = [:]
    for source in files.families where !(brandsByPath[source.family.category]?.contains(source.family.brand) ?? false) {
      brandsByPath[source.family.category, default: []].append(source.family.brand)
    }
    var rootCodes: Set<String> = []
    for (index, root) in files.categories.enumerated() {
      guard let petKind = root.petKind, let color = root.color, let petType = root.petType else {
        throw DemoCatalogError.invalidEntry(
          file: "categories.json", entry: "root [\(index)] «\(root.name)»",
          reason: "a root needs pet_kind, color and pet_type")
      }
      try addCategory(
        root, parent: nil, inherited: (petKind, color, petType), brandsByPath: brandsByPath, siblings: &rootCodes)
    }
  }

  private mutating func addCategory(
    _ data: DemoCategoryData, parent: DemoCategory?, inherited: (DemoPetKind, String, String),
    brandsByPath: [String: [String]], siblings: inout Set<String>
  ) throws {
    let code = DemoTransliteration.code(data.name)
    let path = parent.map { "\($0.path)/\(code)" } ?? code
    let entry = "category «\(path)»"
    guard !code.isEmpty, siblings.insert(code).inserted else {
      throw DemoCatalogError.invalidEntry(file: "categories.json", entry: entry, reason: "empty or duplicate code")
    }
    let color = data.color ?? inherited.1
    guard Self.isColor(color) else {
      throw DemoCatalogError.invalidEntry(file: "categories.json", entry: entry, reason: "color is not #RRGGBB")
    }
    let petKind = data.petKind ?? inherited.0
    let petType = data.petType ?? inherited.2
    var children = data.children ?? []
    if data.brandLeaves == true {
      guard children.isEmpty else {
        throw DemoCatalogError.invalidEntry(
          file: "categories.json", entry: entry, reason: "brand_leaves and children exclude each other")
      }
      guard let brands = brandsByPath[path] else {
        throw DemoCatalogError.invalidEntry(
          file: "categories.json", entry: entry, reason: "brand_leaves but no product family is placed here")
      }
      children = brands.map { DemoCategoryData(name: $0) }
    }
    let category = DemoCategory(
      code: code, color: color, hasChildren: !children.isEmpty, id: DemoIdentifier.uuid("category", path),
      imageKey: "categories/\(path)", name: data.name, parentID: parent?.id, path: path, petKind: petKind)
    categoryIndex[path] = categories.count
    categories.append(category)
    petTypes[path] = petType
    var childCodes: Set<String> = []
    for child in children {
      try addCategory(
        child, parent: category, inherited: (petKind, color, petType), brandsByPath: brandsByPath,
        siblings: &childCodes)
    }
  }
}

extension DemoCategoryData {
  init(name: String) {
    self.init(brandLeaves: nil, children: nil, color: nil, name: name, petKind: nil, petType: nil)
  }
}
