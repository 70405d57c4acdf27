/// A variant size of a family: its label (also the value of the family's variant property) and base price.
struct DemoFamilyVariantData: Decodable {
  var name: String
  /// Whole roubles, before the item's price factor and the family's spread.
  var price: Int
}
