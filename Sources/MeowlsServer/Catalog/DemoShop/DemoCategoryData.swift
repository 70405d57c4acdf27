/// A node of `categories.json`; codes come from the names, brand leaves from the product families.
struct DemoCategoryData: Decodable {
  /// Children are the brands of the families placed here.
  var brandLeaves: Bool?
  var children: [DemoCategoryData]?
  /// `#RRGGBB`; inherited by descendants when absent.
  var color: String?
  var name: String
  /// Inherited by descendants when absent; required on roots.
  var petKind: DemoPetKind?
  /// The default `pet_type` property value of products below, e.g. "для кошек".
  var petType: String?
}
