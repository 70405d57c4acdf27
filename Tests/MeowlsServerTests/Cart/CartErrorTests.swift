import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartErrorTests {
  @Test func linesWithinStockAreFine() {
    let items = [CartFixtures.item(product: 1, price: 100, count: 3, stock: 3)]
    #expect(CartError.shortage(in: items, alreadyInCart: []) == nil)
  }

  @Test func newLinesAboveStockAreProductUnavailableWithTheAvailableQuantity() {
    let items = [
      CartFixtures.item(product: 1, price: 100, count: 4, stock: 3),
      CartFixtures.item(product: 2, price: 100, count: 1, stock: 5),
      CartFixtures.item(product: 3, price: 100, count: 1, stock: 0),
    ]
    let error = CartError.shortage(in: items, alreadyInCart: ["A2"])
    #expect(
      error?.body
        == ErrorResponse(
          code: .productUnavailable,
          failures: [
            ErrorFailure(failure: #""Product 1" is available in quantity 3 items"#, field: "Product 1"),
            ErrorFailure(failure: #""Product 3" is available in quantity 0 items"#, field: "Product 3"),
          ],
          reason: "The requested product is not available in the specified quantity."))
    #expect(error?.status == .badRequest)
  }

  @Test func aLineAlreadyInTheCartAboveStockIsOneProductUnavailable() {
    let items = [CartFixtures.item(product: 1, price: 100, count: 4, stock: 3)]
    #expect(
      CartError.shortage(in: items, alreadyInCart: ["A1"])
        == .oneProductUnavailable([
          ErrorFailure(failure: #""Product 1" is available in quantity 3 items"#, field: "Product 1")
        ]))
  }

  @Test func unknownArticlesAreNamedInFailures() {
    #expect(
      CartError.productVariantNotFound(["X1", "X2"]).body
        == ErrorResponse(
          code: .productVariantNotFound,
          failures: [ErrorFailure(failure: "X1", field: "Article"), ErrorFailure(failure: "X2", field: "Article")],
          reason: "Product variant not found."))
  }
}
