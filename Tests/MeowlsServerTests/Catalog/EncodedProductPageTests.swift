import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct EncodedProductPageTests {
  let products = (0..<3).map { index in
    Product(
      allowQuickBuy: index != 1, code: "p\(index)", defaultVariantArticle: Article("10\(index)"),
      id: Product.ID(UUID(uuidString: "00000000-0000-4000-8000-00000000000\(index)")!),
      images: [Image(original: "o\(index)")],
      name: "Товар «\(index)»",
      variants: [
        ProductVariant(
          article: Article("10\(index)"), availabilityInfo: AvailabilityInfo(count: index, type: .available),
          badges: [],
          id: ProductVariant.ID(UUID(uuidString: "00000000-0000-4000-9000-00000000000\(index)")!),
          price: Price(discount: 12.5, originalPrice: Money(kopecks: 8073), price: Money(kopecks: 7064)), shortName: "")
      ])
  }

  @Test func pageOfEncodedProductsIsByteForByteTheEncodedPage() throws {
    let encoder = JSONBodyEncoder()
    let info = PaginationInfo(nextPage: 2, page: 1, perPage: 3, totalCount: 7)
    let assembled = try EncodedProductPage(info: info, products: products.map { try encoder.encode($0) }).json()
    #expect(assembled == (try encoder.encode(Page(paginationInfo: info, results: products))))
  }

  @Test func emptyPageIsAnEmptyResultsArray() throws {
    let page = EncodedProductPage(info: PaginationInfo(page: 3, perPage: 20, totalCount: 0), products: [])
    #expect(
      String(decoding: try page.json(), as: UTF8.self)
        == #"{"pagination_info":{"page":3,"per_page":20,"total_count":0},"results":[]}"#)
  }
}
