import Foundation

/// A region of Russia (`regions`).
public struct DemoRegion: Equatable, Sendable {
  public var id: UUID
  public var name: String

  public init(id: UUID, name: String) {
    self.id = id
    self.name = name
  }
}
