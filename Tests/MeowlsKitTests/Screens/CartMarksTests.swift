import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct CartMarksTests {
  static let error = APIError.transport(.notConnected)

  static func product(_ n: Int, article: Article? = nil, variants: [Article] = []) -> Product {
    var product = Fixtures.product(n)
    product.defaultVariantArticle = article
    product.variants = variants.map { ProductScreenTests.variant($0, count: 1) }
    return product
  }

  func tap(_ marks: inout CartMarks, _ product: Product) -> CartMarks.Tap { marks.tap(product) }

  func receive(
    _ marks: inout CartMarks, _ id: Product.ID, _ result: Result<Set<Article>, APIError>
  ) -> APIError? {
    marks.receive(id, result)
  }

  @Test func theQuickBuyArticleIsTheDefaultOrTheOnlyVariant() {
    #expect(CartMarks.quickBuyArticle(of: Self.product(1, article: "A-1")) == "A-1")
    #expect(CartMarks.quickBuyArticle(of: Self.product(2, variants: ["V-2"])) == "V-2")
    #expect(CartMarks.quickBuyArticle(of: Self.product(3, variants: ["V-3", "W-3"])) == nil)
    #expect(CartMarks.quickBuyArticle(of: Self.product(4)) == nil)
  }

  @Test func aProductCanBeBoughtInOneTapOnlyWhenItsQuickBuyArticleIsInStock() {
    var soldOut = Self.product(1, article: "A-1", variants: ["A-1"])
    soldOut.variants[0] = ProductScreenTests.variant("A-1", count: 0)
    #expect(!CartMarks.canQuickBuy(soldOut))
    #expect(CartMarks.canQuickBuy(Self.product(2, variants: ["V-2"])))
    #expect(!CartMarks.canQuickBuy(Self.product(3, variants: ["V-3", "W-3"])))
    // NB: a default article the variants do not list is left to the server to judge.
    #expect(CartMarks.canQuickBuy(Self.product(4, article: "A-4")))
  }

  @Test func aTapAddsOnceAtATimeOrAsksForAVariant() {
    let product = Self.product(1, article: "A-1")
    var marks = CartMarks()
    #expect(tap(&marks, product) == .add("A-1"))
    #expect(marks == CartMarks(pending: [product.id]))
    #expect(tap(&marks, product) == .ignored)
    #expect(marks == CartMarks(pending: [product.id]))
    let several = Self.product(2, variants: ["V-2", "W-2"])
    #expect(tap(&marks, several) == .chooseVariant)
    #expect(marks == CartMarks(pending: [product.id]))
  }

  @Test func theAnswerIsTheCartAndAFailureIsReturnedForTheAlert() {
    let id = Fixtures.productID(1)
    var marks = CartMarks(articles: ["B-2"], pending: [id])
    #expect(receive(&marks, id, .success(["A-1", "B-2"])) == nil)
    #expect(marks == CartMarks(articles: ["A-1", "B-2"]))
    #expect(receive(&marks, id, .success([])) == nil)
    #expect(marks == CartMarks(articles: ["A-1", "B-2"]))
    marks.pending = [id]
    #expect(receive(&marks, id, .failure(Self.error)) == Self.error)
    #expect(marks == CartMarks(articles: ["A-1", "B-2"]))
    #expect(receive(&marks, id, .failure(Self.error)) == nil)
  }
}
