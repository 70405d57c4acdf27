import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct BarcodeLookupTests {
  let database: SQLiteDatabase

  init() throws {
    database = try BarcodeTestDatabase.make()
  }

  func lookUp(_ scanned: String, grams: Int? = nil) throws -> ScannedItem {
    try database.withConnection { try BarcodeLookup.item(scanned: scanned, grams: grams, in: $0) }
  }

  func pack(_ quantity: POSQuantity = .pieces(1), unitPrice: Money = Money(rubles: 1999)) -> ScannedItem {
    ScannedItem(
      article: "1000002", barcode: ArticleBarcode.code(article: "1000002"),
      productID: Product.ID(uuidString: MiniCatalogue.id("A1"))!, productName: "Royal Canin", quantity: quantity,
      unitPrice: unitPrice, variantID: ProductVariant.ID(BarcodeTestDatabase.packVariant), variantName: "4 кг")
  }

  func loose(_ quantity: POSQuantity) -> ScannedItem {
    ScannedItem(
      article: "1000001", barcode: ArticleBarcode.code(article: "1000001"),
      productID: Product.ID(uuidString: MiniCatalogue.id("A1"))!, productName: "Royal Canin", quantity: quantity,
      unitPrice: Money(rubles: 549), variantID: ProductVariant.ID(BarcodeTestDatabase.looseVariant),
      variantName: "1 кг")
  }

  @Test func packBarcodeGivesOnePieceAtTheCurrentPrice() throws {
    #expect(try lookUp(BarcodeTestDatabase.barcode("1000002")) == pack())
  }

  @Test func scannedTextIsTrimmed() throws {
    #expect(try lookUp(" \(BarcodeTestDatabase.barcode("1000002"))\n") == pack())
  }

  @Test func articleGivesOnePiece() throws {
    #expect(try lookUp("1000002") == pack())
  }

  @Test func weightBarcodeGivesGramsAtThePricePerKilogram() throws {
    let code = try #require(WeightBarcode(grams: 735, plu: 10_001).code(prefix: 22))
    #expect(try lookUp(code.rawValue) == loose(.grams(735)))
  }

  @Test func weightBarcodeIgnoresTypedGrams() throws {
    let code = try #require(WeightBarcode(grams: 735, plu: 10_001).code())
    #expect(try lookUp(code.rawValue, grams: 5).quantity == .grams(735))
  }

  @Test func articleWithGramsSellsALooseGoodByWeight() throws {
    #expect(try lookUp("1000001", grams: 1_250) == loose(.grams(1_250)))
  }

  @Test func packBarcodeOfALooseGoodWithoutGramsIsOnePack() throws {
    #expect(try lookUp(BarcodeTestDatabase.barcode("1000001")) == loose(.pieces(1)))
  }

  @Test func typedPLUWithGramsFindsTheLooseGood() throws {
    #expect(try lookUp("10001", grams: 300) == loose(.grams(300)))
  }

  @Test func wrongCheckDigitIsRefused() throws {
    var code = BarcodeTestDatabase.barcode("1000002")
    let last = Int(String(code.removeLast()))!
    code += String((last + 1) % 10)
    #expect(throws: BarcodeError.invalidCheckDigit(code)) { try lookUp(code) }
  }

  @Test func unknownBarcodeIsNotFound() throws {
    let code = try #require(ArticleBarcode.code(article: "999"))
    #expect(throws: BarcodeError.notFound(code.rawValue)) { try lookUp(code.rawValue) }
  }

  @Test func unknownArticleIsNotFound() throws {
    #expect(throws: BarcodeError.notFound("nope")) { try lookUp("nope") }
  }

  @Test func weightBarcodeOfAnUnknownPLUIsNotFound() throws {
    let code = try #require(WeightBarcode(grams: 100, plu: 777).code())
    #expect(throws: BarcodeError.notFound(code.rawValue)) { try lookUp(code.rawValue) }
  }

  @Test func weightBarcodeOfAPieceGoodIsRefused() throws {
    let code = try #require(WeightBarcode(grams: 100, plu: 10_002).code())
    #expect(throws: BarcodeError.notSoldByWeight("1000003")) { try lookUp(code.rawValue) }
  }

  @Test func gramsForAPieceGoodAreRefused() throws {
    #expect(throws: BarcodeError.notSoldByWeight("1000002")) { try lookUp("1000002", grams: 500) }
  }

  @Test(arguments: [0, -5, 100_000])
  func weightsOutsideTheRangeAreRefused(_ grams: Int) throws {
    #expect(throws: BarcodeError.invalidWeight(grams)) { try lookUp("1000001", grams: grams) }
  }

  @Test func errorsAnswerTheirStatusAndCode() {
    #expect(BarcodeError.invalidCheckDigit("1").status == .badRequest)
    #expect(BarcodeError.invalidCheckDigit("1").body.code == .barcodeCheckDigitInvalid)
    #expect(BarcodeError.invalidWeight(0).body.code == .invalidWeight)
    #expect(BarcodeError.notFound("1").status == .notFound)
    #expect(BarcodeError.notFound("1").body.code == .barcodeNotFound)
    #expect(BarcodeError.notSoldByWeight("1").body.code == .productNotSoldByWeight)
  }
}
