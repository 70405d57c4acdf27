import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

/// The tax service's QR text, its drawing by libqrencode, and Russian amounts.
@Suite struct FiscalPrintingTests {
  @Test func theQRTextFollowsTheTaxServicesForm() {
    let signature = FiscalSignature(drive: "9999000000000001", document: 17, sign: "1234567890")
    let text = FiscalQR.text(
      signature, total: Money(kopecks: 84_900), at: Date(timeIntervalSince1970: 1_800_000_000),
      timeZone: TimeZone(identifier: "Asia/Novosibirsk")!, kind: .sale)
    #expect(text == "t=20270115T1500&s=849.00&fn=9999000000000001&i=17&fp=1234567890&n=1")
  }

  @Test func aReturnsQRSaysN2() {
    let signature = FiscalSignature(drive: "9999000000000001", document: 18, sign: "7")
    let text = FiscalQR.text(
      signature, total: Money(kopecks: 5), at: Date(timeIntervalSince1970: 0), timeZone: .gmt, kind: .saleReturn)
    #expect(text == "t=19700101T0000&s=0.05&fn=9999000000000001&i=18&fp=7&n=2")
  }

  @Test func theQRCodeHasItsThreeFinderPatterns() throws {
    let modules = try #require(QRCodeSVG.modules(of: "t=20270115T1500&s=849.00&fn=9999000000000001&i=17&fp=1&n=1"))
    let width = modules.count
    #expect(width >= 21 && (width - 17) % 4 == 0 && modules.allSatisfy { $0.count == width })
    for (x, y) in [(0, 0), (width - 7, 0), (0, width - 7)] {
      let ring = (0..<7).allSatisfy { modules[y][x + $0] && modules[y + 6][x + $0] && modules[y + $0][x] }
      let gap = (1..<6).allSatisfy { !modules[y + 1][x + $0] }
      let core = (2..<5).allSatisfy { i in (2..<5).allSatisfy { modules[y + i][x + $0] } }
      #expect(ring && gap && core)
    }
  }

  @Test(arguments: [
    (84_900, "849,00\u{00A0}₽"), (184_900, "1\u{00A0}849,00\u{00A0}₽"), (5, "0,05\u{00A0}₽"),
    (-123_456_789, "−1\u{00A0}234\u{00A0}567,89\u{00A0}₽"),
  ])
  func amountsPrintTheRussianWay(kopecks: Int64, text: String) {
    #expect(RussianFormat.money(Money(kopecks: kopecks)) == text)
  }

  @Test func weightsPrintInKilogramsWithAComma() {
    #expect(RussianFormat.weight(735) == "0,735\u{00A0}кг" && RussianFormat.weight(12_050) == "12,050\u{00A0}кг")
  }

  @Test func vatIsIncludedInTheAmount() {
    #expect(RussianFormat.vat(in: Money(kopecks: 12_000), rate: "20%") == Money(kopecks: 2_000))
    #expect(RussianFormat.vat(in: Money(kopecks: 84_900), rate: "20%") == Money(kopecks: 14_150))
  }
}
