import Foundation
import MeowlsAPI

extension CategoryAdmin {
  /// The category an id, a code path from the root (`koshki/korma_sukhie`) or a code unique in the tree names, as
  /// the command line writes it.
  public func resolve(_ text: String) throws -> Category.ID {
    let paths = Self.paths(try tree())
    let found =
      if let id = UUID(uuidString: text) {
        paths.filter { $0.id.rawValue == id }
      } else if text.contains("/") {
        paths.filter { $0.path == text }
      } else {
        paths.filter { $0.path == text || $0.path.hasSuffix("/" + text) }
      }
    guard let first = found.first else { throw AdminError.categoryNotFound(text) }
    guard found.count == 1 else {
      throw AdminError.invalid(
        field: "category", reason: "'\(text)' names \(found.map(\.path).joined(separator: ", ")); give the path.")
    }
    return first.id
  }

  /// Each category's code path from the root, in tree order.
  static func paths(_ tree: [AdminCategory]) -> [(id: Category.ID, path: String)] {
    var byID: [Category.ID: String] = [:]
    return tree.map { category in
      let path = category.parentID.flatMap { byID[$0] }.map { "\($0)/\(category.code)" } ?? category.code
      byID[category.id] = path
      return (category.id, path)
    }
  }
}
