/// A YML (Yandex Market Language) feed as read, texts as written: `YMLReader` reads it, `YMLPlan` checks and maps
/// it. Only what MEOWLS imports is kept; other elements are skipped.
struct YMLFeed {
  /// `<category id="…" parentId="…">name</category>`.
  struct Category {
    var id: String
    var line: Int
    var name: String
    var parentID: String?
  }

  /// A text of an offer with the line it is on.
  struct Field {
    var line: Int
    var value: String
  }

  /// `<offer id="…" available="…" group_id="…">` and the children MEOWLS reads.
  struct Offer {
    var available: String?
    var barcodes: [Field] = []
    /// `price`, `oldprice`, `currencyId`, `categoryId`, `name`, `vendor`, `vendorCode`, `count`, `typePrefix`, `model`.
    var fields: [String: Field] = [:]
    var groupID: String?
    var id: String
    var line: Int
    var params: [(name: String, value: Field)] = []
    var pictures: [Field] = []

    subscript(_ name: String) -> Field? { fields[name] }
  }

  var categories: [Category] = []
  var offers: [Offer] = []
}
