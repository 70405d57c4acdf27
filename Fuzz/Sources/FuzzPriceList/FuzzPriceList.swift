import Foundation
import FuzzSupport
import MeowlsAPI

@testable import MeowlsServer

// The CSV importer: an input is a price and stock list. It is read (`PriceListReader`) and each cell read as the
// import does (`ImportNumbers`). Invariants: reading ends in a list or `ImportError`, never a trap; rows keep their
// order and the limit; prices and quantities read are within the admin and stock rules; and the records of the text,
// written back as CSV with every cell quoted and every record ended by a line break, read as the same records (the separator, quotes and line breaks are
// told apart from the cells' text whatever the cells hold).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPriceList(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = FuzzDriver.bytes(start, count)
  checkRecords(CP1251.text(of: bytes).text)
  guard let list = try? PriceListReader(Data(bytes)) else { return 0 }
  FuzzDriver.expect([";", ",", "\t"].contains(list.separator), "separator \(list.separator)")
  FuzzDriver.expect(list.rows.count <= PriceListReader.maximumRows, "\(list.rows.count) rows")
  var line = 0
  for row in list.rows {
    FuzzDriver.expect(row.line > line, "row on line \(row.line) after line \(line)")
    line = row.line
    for (column, cell) in row.cells {
      switch column {
      case .price, .oldPrice:
        let price = ImportNumbers.price(cell)
        FuzzDriver.expect(
          price.map { (1...ProductRules.maximumKopecks).contains($0.kopecks) } ?? true, "\(cell) is \(price!)")
        if price == nil { _ = ImportNumbers.priceProblem(cell) }
      case .stock:
        let quantity = ImportNumbers.quantity(cell)
        FuzzDriver.expect(
          quantity.map { (0...POSStockService.maximumUnits).contains($0) } ?? true, "\(cell) is \(quantity!)")
      case .article, .barcode: break
      }
    }
  }
  return 0
}

/// The records of `text`, quoted and read again.
private func checkRecords(_ text: String) {
  let records = PriceListReader.records(text).map(\.1)
  let written = records.map { cells in
    cells.map { "\"" + $0.doublingQuotes + "\"" }.joined(separator: ";") + "\n"
  }.joined()
  let again = PriceListReader.records(written).map(\.1)
  FuzzDriver.expect(again == records, "\(records) written as \(written) reads as \(again)")
}

@_cdecl("FuzzPriceList_main")
public func fuzzPriceListMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  FuzzDriver.run(argc, argv, fuzzPriceList)
}
