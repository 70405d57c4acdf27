import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// Requests and shop data of the favourites and cart suites.
extension TestServer {
  /// A request with any JSON value as the body (favourites take an array), a token and a language when given.
  func send(
    _ method: String, _ path: String, json: Any? = nil, token: String? = nil, language: String? = nil
  ) throws -> RawHTTPResponse {
    var headers = token.map { [("Authorization", "Token \($0)")] } ?? []
    if let language { headers.append(("Accept-Language", language)) }
    var body: [UInt8]?
    if let json {
      headers.append(("Content-Type", "application/json"))
      body = Array(try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .fragmentsAllowed]))
    }
    return try request(method, path, headers: headers, body: body)
  }

  /// `{"cart": {"items": [...], "save": true}, "promo_code"?: promo}`.
  static func cartBody(_ items: [(String, Int)], promo: [String: Any]? = nil) -> [String: Any] {
    var body: [String: Any] = [
      "cart": ["items": items.map { ["article": $0.0, "count": $0.1] }, "save": true]
    ]
    body["promo_code"] = promo
    return body
  }

  /// The first variant's article of the first `count` products under a category (`koshki/korma_sukhie`, with its
  /// descendants), in catalogue order.
  func articles(under path: String, count: Int) throws -> [String] {
    let codes = path.split(separator: "/").map { "'\($0)'" }
    let start =
      codes.count == 1
      ? "SELECT id FROM categories WHERE parent_id IS NULL AND code = \(codes[0])"
      : """
      SELECT c.id FROM categories c JOIN categories p ON p.id = c.parent_id
      WHERE p.parent_id IS NULL AND p.code = \(codes[0]) AND c.code = \(codes[1])
      """
    return try rows(
      """
      WITH RECURSIVE sub (id) AS (\(start) UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
      SELECT v.article FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.position = (SELECT MIN(position) FROM product_variants WHERE product_id = p.id)
        AND p.id IN (SELECT product_id FROM product_categories WHERE category_id IN (SELECT id FROM sub))
      ORDER BY p.position LIMIT \(count)
      """)
  }

  /// The name of the product a variant belongs to.
  func productName(_ article: String) throws -> String {
    try rows(
      "SELECT p.name FROM products p JOIN product_variants v ON v.product_id = p.id WHERE v.article = '\(article)'"
    ).first ?? "?"
  }

  /// Sets a variant's price in kopecks.
  func setPrice(_ article: String, original: Int, price: Int, discount: Double? = nil) throws {
    _ = try rows(
      """
      UPDATE variant_prices SET original_kopecks = \(original), price_kopecks = \(price),
        discount_percent = \(discount.map { "\($0)" } ?? "NULL")
      WHERE variant_id = (SELECT id FROM product_variants WHERE article = '\(article)')
      """)
  }

  /// Sets a variant's warehouse stock (a stock-take through the ledger, so the books keep balancing).
  func setStock(_ article: String, _ quantity: Int, at location: UUID? = nil) throws {
    try StockAdmin(database: application.database, clock: .constant(clock.now)).count(
      Article(rawValue: article), at: location, quantity: quantity)
  }

  /// Sets price (no product discount) and stock of each article: `[(article, kopecks, stock)]`.
  func stock(_ lines: [(String, Int, Int)]) throws {
    for (article, kopecks, quantity) in lines {
      try setPrice(article, original: kopecks, price: kopecks)
      try setStock(article, quantity)
    }
  }

  /// The cart line the server should answer for `count` units of `article`: the variant as the product detail
  /// route shows it, with amount = price × count.
  func expectedItem(_ article: String, count: Int, id: Any?) throws -> NSDictionary {
    let productID =
      try rows(
        "SELECT product_id FROM product_variants WHERE article = '\(article)'"
      ).first ?? "?"
    let product = try get("/api/v1/products/\(productID)").json ?? [:]
    let variants = product["variants"] as? [NSDictionary] ?? []
    let variant = variants.first { $0["article"] as? String == article } ?? [:]
    let price = variant["price"] as? NSDictionary ?? [:]
    var amount: [String: Any] = [
      "original_price": Self.times(price["original_price"], count), "price": Self.times(price["price"], count),
    ]
    amount["discount"] = price["discount"]
    var item: [String: Any] = [
      "amount": amount, "article": article, "availability_info": variant["availability_info"] ?? [:],
      "badges": variant["badges"] ?? [], "count": count, "id": id ?? "?", "price": price,
      "product_id": productID, "product_name": product["name"] ?? "?", "variant_name": variant["short_name"] ?? "?",
    ]
    item["image"] = (product["images"] as? [Any])?.first
    return item as NSDictionary
  }

  /// A wire amount times a count, exact to the kopeck.
  private static func times(_ amount: Any?, _ count: Int) -> Double {
    let kopecks = Int((((amount as? NSNumber)?.doubleValue ?? 0) * 100).rounded())
    return Double(kopecks * count) / 100
  }
}

extension RawHTTPResponse {
  /// The body as any JSON value (a favourites answer may be an array).
  var jsonValue: Any? { try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) }

  /// `items[].id` of a cart answer.
  var itemIDs: [String] { (json?["items"] as? [NSDictionary] ?? []).compactMap { $0["id"] as? String } }
}

/// A summary line of a cart answer.
func summary(_ name: String, _ type: String, _ value: Double) -> NSDictionary {
  ["name": name, "type": type, "value": value]
}
