/// A line thumbnail in the order list: `{id, image?}`.
public struct OrderItemPreview: Codable, Hashable, Sendable, Identifiable {
  /// The order line id.
  public var id: CartItem.ID
  /// The product's first picture.
  public var image: Image?

  /// A preview.
  public init(id: CartItem.ID, image: Image? = nil) {
    self.id = id
    self.image = image
  }

  enum CodingKeys: String, CodingKey {
    case id
    case image
  }
}
