import MeowlsAPI

/// A `Page<Product>` whose products are already JSON: `{"pagination_info":{…},"results":[…]}`.
struct EncodedProductPage: Sendable {
  let info: PaginationInfo
  /// Each product's list-form JSON object.
  let products: [[UInt8]]

  /// The page as the same bytes `JSONBodyEncoder` writes for the `Page<Product>` value (keys in the same order).
  func json() throws -> [UInt8] {
    let head = Array(#"{"pagination_info":"#.utf8) + (try JSONBodyEncoder().encode(info)) + Array(#","results":["#.utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(head.count + products.reduce(products.count + 2) { $0 + $1.count })
    bytes.append(contentsOf: head)
    for (index, product) in products.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: product)
    }
    bytes.append(contentsOf: Array("]}".utf8))
    return bytes
  }
}
