import Foundation
import FuzzSupport
import MeowlsAPI

@testable import MeowlsServer

// The barcode and weight-barcode parser: an input is what the cashier scanned or typed, and after a line break an
// optional weight in grams. Invariants:
// - `EAN13(validating:)` accepts only thirteen digits with the right check digit, and its code is rebuilt from its
//   first twelve (`EAN13(body:)`) and read back from JSON;
// - a weight barcode keeps its weight in 1…99,999 g and its PLU in five digits, and prints back to the same code;
// - an article's barcode is a valid EAN-13 that carries the article;
// - `BarcodeLookup.item` throws only `BarcodeError`, looks a weight barcode up by its PLU, and never gives a line of
//   0 g or more than `POSQuantity.maximumGrams`, whether the catalogue has the code or not.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBarcodes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let lines = String(decoding: FuzzDriver.bytes(start, count), as: UTF8.self)
    .split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
  let scanned = String(lines[0])
  let grams = lines.count > 1 ? Int(lines[1]) : nil
  checkCode(scanned)
  checkArticle(scanned)
  checkLookup(scanned, grams: grams, found: false)
  checkLookup(scanned, grams: grams, found: true)
  return 0
}

private func checkCode(_ text: String) {
  guard let code = try? EAN13(validating: text) else {
    FuzzDriver.expect(EAN13(rawValue: text) == nil, "\(text) fails validation but is a raw value")
    return
  }
  let digits = Array(text.utf8)
  FuzzDriver.expect(
    digits.count == 13 && digits.allSatisfy { (48...57).contains($0) }, "\(text) is accepted as an EAN-13")
  FuzzDriver.expect(EAN13(body: String(text.prefix(12))) == code, "\(text) is not rebuilt from its body")
  let json = Data("\"\(text)\"".utf8)
  FuzzDriver.expect((try? JSONDecoder().decode(EAN13.self, from: json)) == code, "\(text) does not decode from JSON")
  guard WeightBarcode.isWeightBarcode(code) else { return }
  do {
    guard let weighed = try WeightBarcode(code) else {
      return FuzzDriver.expect(false, "\(text) has a weight prefix but reads as no weight barcode")
    }
    FuzzDriver.expect((1...POSQuantity.maximumGrams).contains(weighed.grams), "\(text) weighs \(weighed.grams) g")
    FuzzDriver.expect((0...99_999).contains(weighed.plu), "\(text) has PLU \(weighed.plu)")
    FuzzDriver.expect(weighed.code(prefix: code.prefix) == code, "\(text) does not print back as itself")
  } catch {
    FuzzDriver.expect(error == .invalidWeight(0), "\(text) is refused with \(error)")
  }
}

private func checkArticle(_ text: String) {
  guard let code = ArticleBarcode.code(article: text) else { return }
  FuzzDriver.expect((try? EAN13(validating: code.rawValue)) == code, "\(text) gives the invalid code \(code)")
  FuzzDriver.expect(
    code.rawValue.hasPrefix(ArticleBarcode.prefix) && Int(code.rawValue.dropFirst(3).dropLast()) == Int(text),
    "\(text) gives the code \(code), which does not carry it")
}

private func checkLookup(_ scanned: String, grams: Int?, found: Bool) {
  let catalogue = StubCatalogue(found: found)
  do {
    let item = try BarcodeLookup.item(scanned: scanned, grams: grams, in: catalogue)
    FuzzDriver.expect(found, "\(scanned) is found in an empty catalogue")
    if case .grams(let weight) = item.quantity {
      FuzzDriver.expect((1...POSQuantity.maximumGrams).contains(weight), "\(scanned) sells \(weight) g")
    }
  } catch is BarcodeError {
    // The contract's 400 or 404.
  } catch {
    FuzzDriver.expect(false, "\(scanned) threw \(error)")
  }
  let trimmed = scanned.trimmingCharacters(in: .whitespacesAndNewlines)
  if let code = try? EAN13(validating: trimmed), let weighed = try? WeightBarcode(code) {
    FuzzDriver.expect(
      catalogue.binds.first == [.integer(Int64(weighed.plu))], "\(scanned) is looked up by \(catalogue.binds)")
  }
}

/// A catalogue with one variant sold by the piece and by weight under every code, or with none.
private final class StubCatalogue: DatabaseConnection {
  let found: Bool
  private(set) var binds: [[SQLValue]] = []

  init(found: Bool) {
    self.found = found
  }

  func execute(_ sql: String, _ binds: [SQLValue]) throws -> Int { 0 }
  func executeScript(_ sql: String) throws {}
  func transaction<T>(_ body: () throws -> T) throws -> T { try body() }
  func tableNames() throws -> [String] { [] }
  func columnNames(of table: String) throws -> [String] { [] }
  func loadingRows<T>(_ body: () throws -> T) throws -> T { try body() }
  func continueNumbering() throws {}

  func forEachRow(_ sql: String, _ binds: [SQLValue], _ row: (Row) throws -> Void) throws {
    self.binds.append(binds)
    guard found else { return }
    let id = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)).uuidString
    try row(
      Row(
        columns: ["id", "article", "barcode", "short_name", "id", "name", "price_kopecks", "price_per_kg_kopecks"],
        values: [
          .text(id), .text("39046"), .null, .text("1 kg"), .text(id), .text("Food"), .integer(159_900),
          .integer(45_000),
        ]))
  }
}

@_cdecl("FuzzBarcodes_main")
public func fuzzBarcodesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzBarcodes)
}
