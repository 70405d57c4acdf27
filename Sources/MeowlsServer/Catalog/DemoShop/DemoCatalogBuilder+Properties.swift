import Foundation

extension DemoCatalogBuilder {
  mutating func buildProperties() throws {
    for (index, data) in files.properties.enumerated() {
      let entry = "property [\(index)] «\(data.code)»"
      guard propertyIndex[data.code] == nil else {
        throw DemoCatalogError.invalidEntry(file: "properties.json", entry: entry, reason: "duplicate code")
      }
      guard data.code == DemoTransliteration.code(data.code) else {
        throw DemoCatalogError.invalidEntry(file: "properties.json", entry: entry, reason: "code is not lower_snake")
      }
      propertyIndex[data.code] = properties.count
      properties.append(
        DemoProperty(
          code: data.code, id: DemoIdentifier.uuid("property", data.code), name: data.name,
          selectable: data.selectable))
    }
  }

  /// The id of `value` of the property `code`, registered on first use.
  mutating func propertyValue(_ code: String, _ value: String, file: String, entry: String) throws -> UUID {
    guard let index = propertyIndex[code] else {
      throw DemoCatalogError.invalidEntry(file: file, entry: entry, reason: "unknown property «\(code)»")
    }
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      throw DemoCatalogError.invalidEntry(file: file, entry: entry, reason: "empty value of property «\(code)»")
    }
    let id = DemoIdentifier.uuid("property-value", "\(code)|\(trimmed)")
    if propertyValueIDs.insert(id).inserted {
      propertyValues.append(DemoPropertyValue(id: id, propertyID: properties[index].id, value: trimmed))
    }
    return id
  }
}
