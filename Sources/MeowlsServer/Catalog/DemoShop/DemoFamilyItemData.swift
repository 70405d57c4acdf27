/// One product of a family: a flavour, colour or model. Written as a plain string or as an object.
struct DemoFamilyItemData: Decodable {
  var name: String
  var priceFactor: Double?
  var properties: [String: DemoStringList]?
  var texts: [String: String]?
  /// The value of the family's item property when it differs from `name`.
  var value: String?
  /// Replaces the family's variants for this item.
  var variants: [DemoFamilyVariantData]?
  /// The item's own VAT rate, over the family's.
  var vat: String?

  init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      self.name = name
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    priceFactor = try container.decodeIfPresent(Double.self, forKey: .priceFactor)
    properties = try container.decodeIfPresent([String: DemoStringList].self, forKey: .properties)
    texts = try container.decodeIfPresent([String: String].self, forKey: .texts)
    value = try container.decodeIfPresent(String.self, forKey: .value)
    variants = try container.decodeIfPresent([DemoFamilyVariantData].self, forKey: .variants)
    vat = try container.decodeIfPresent(String.self, forKey: .vat)
  }

  private enum CodingKeys: String, CodingKey {
    case name, priceFactor, properties, texts, value, variants, vat
  }
}
