import Foundation

/// A node of the category tree; roots have no parent, products sit in leaves only.
public struct DemoCategory: Equatable, Sendable {
  /// Transliterated from the name; unique among siblings.
  public var code: String
  /// `#RRGGBB`, for the generated image.
  public var color: String
  public var hasChildren: Bool
  public var id: UUID
  /// The key of the image the seeder draws, e.g. `categories/koshki/korma_sukhie`.
  public var imageKey: String
  public var name: String
  public var parentID: UUID?
  /// The codes from the root down to this category, joined by `/`.
  public var path: String
  public var petKind: DemoPetKind

  public init(
    code: String, color: String, hasChildren: Bool, id: UUID, imageKey: String, name: String, parentID: UUID?,
    path: String, petKind: DemoPetKind
  ) {
    self.code = code
    self.color = color
    self.hasChildren = hasChildren
    self.id = id
    self.imageKey = imageKey
    self.name = name
    self.parentID = parentID
    self.path = path
    self.petKind = petKind
  }
}
