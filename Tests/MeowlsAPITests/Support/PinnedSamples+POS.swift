import Foundation

@testable import MeowlsAPI

extension PinnedSample {
  /// The POS wire values and their fixtures (`Fixtures/POS/`).
  static let posSamples: [PinnedSample] =
    floorSamples + [
      PinnedSample(Samples.cashMovementRequest, "POS/CashMovementRequest.json"),
      PinnedSample([Samples.cashMovement], "POS/CashMovementList.json"),
      PinnedSample(
        ShiftReport(
          blind: true, cashExpected: nil, cashIn: .zero, cashOut: Money(rubles: 1000), discounts: .zero,
          generatedAt: Samples.expiry, kind: .x, movement: Samples.cashMovement, openingFloat: Money(rubles: 5000),
          returns: .zero, sales: .zero, shift: Samples.shift, tenders: []), "POS/ShiftReportWithMovement.json"),
      PinnedSample(
        DailyReport(
          cashiers: [
            CashierTotals(
              name: "Кирилл", returns: ShiftTally(count: 1, total: Money(rubles: 100)),
              sales: ShiftTally(count: 3, total: Money(kopecks: 212_050)), staffID: id(0x34))
          ],
          date: CalendarDate(year: 2027, month: 1, day: 15)!, discounts: Money(kopecks: 4_950),
          net: Money(kopecks: 202_050), returns: ShiftTally(count: 1, total: Money(rubles: 100)),
          sales: ShiftTally(count: 3, total: Money(kopecks: 212_050)), shop: Samples.shop,
          tenders: [
            TenderTotals(
              net: Money(kopecks: 152_050), ordersCollected: Money(rubles: 500), refunds: Money(rubles: 100),
              sales: Money(kopecks: 112_050), tender: .cash),
            TenderTotals(net: Money(rubles: 1000), refunds: .zero, sales: Money(rubles: 1000), tender: .card),
          ],
          topProducts: [
            ProductTotals(article: "1011", count: 2, grams: 0, name: "Brit Care 400 г", revenue: Money(rubles: 1000)),
            ProductTotals(
              article: "1021", count: 0, grams: 350, name: "Корм на развес", revenue: Money(kopecks: 8_750)),
          ]), "POS/DailyReport.json"),
      PinnedSample([Samples.register], "POS/RegisterList.json"),
      PinnedSample(
        RegisterUnlock(
          authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), register: Samples.register,
          staff: Samples.staffMember), "POS/RegisterUnlock.json"),
      PinnedSample(RegisterUnlockRequest(pin: "1234", staffID: id(0x31)), "POS/RegisterUnlockRequest.json"),
      PinnedSample(
        ReturnReceipt(
          approvedBy: id(0x31),
          cardRefund: CardRefund(amount: Money(rubles: 300), reason: "Refund not allowed", status: .declined),
          id: id(0x37), issuedAt: Samples.expiry,
          lines: [
            ReturnedLine(
              amount: Money(kopecks: 33_333), article: "1011", count: 1, line: 2, name: "Brit Care, 400 г", vat: "20%"),
            ReturnedLine(
              amount: Money(kopecks: 5_490), article: "1021", grams: 100, line: 3, name: "Корм на развес", vat: "10%"),
          ], number: 1025, reason: "не подошёл", receiptNumber: 1024,
          refunds: [
            TenderAmount(amount: Money(rubles: 300), tender: .card),
            TenderAmount(amount: Money(kopecks: 8_823), tender: .cash),
          ], registerID: Samples.register.id, shopID: Samples.shop.id, staffID: id(0x34), total: Money(kopecks: 38_823),
          vatTotals: [
            ReceiptVATTotal(amount: Money(kopecks: 5_556), rate: "20%"),
            ReceiptVATTotal(amount: Money(kopecks: 499), rate: "10%"),
          ]),
        "POS/ReturnReceipt.json"),
      PinnedSample(Samples.returnRequest, "POS/ReturnRequest.json"),
      PinnedSample(Samples.saleRequest, "POS/SaleRequest.json"),
      PinnedSample(
        SaleQuote(
          discounts: [
            ReceiptDiscount(amount: Money(rubles: 10), kind: .line, title: "Скидки на товары"),
            ReceiptDiscount(amount: Money(kopecks: 10_050), kind: .promo, title: "Промокод MEOW10"),
          ],
          lines: [
            ReceiptLine(
              article: "1011", count: 3, discount: Money(kopecks: 9_000), gross: Money(rubles: 900),
              name: "Brit Care, 400 г", total: Money(rubles: 810), unitPrice: Money(rubles: 300), vat: "20%"),
            ReceiptLine(
              article: "1021", discount: Money(kopecks: 2_050), grams: 350, gross: Money(kopecks: 19_215),
              name: "Корм на развес, 1 кг", total: Money(kopecks: 17_165), unitPrice: Money(rubles: 549), vat: "20%"),
          ], needsManagerApproval: true, subtotal: Money(kopecks: 109_215), total: Money(kopecks: 98_165)),
        "POS/SaleQuote.json"),
      PinnedSample(
        RegisterCatalogue(
          complete: false,
          items: [
            RegisterCatalogueItem(
              article: "1011", barcode: EAN13(body: "460000001011"), id: id(0x36), name: "Brit Care, 400 г",
              price: Money(rubles: 300), stock: 12, vat: "20%"),
            RegisterCatalogueItem(
              article: "1021", barcode: EAN13(body: "460000001021"), binGrams: 650, id: id(0x38),
              name: "Корм на развес, 1 кг", plu: 10001, price: Money(rubles: 549),
              pricePerKilogram: Money(rubles: 549), stock: 3, vat: "20%"),
          ], nextAfter: id(0x38), removed: [id(0x37)], revision: 1024), "POS/RegisterCatalogue.json"),
      PinnedSample(
        ShiftCloseRequest(counted: [TenderAmount(amount: Money(kopecks: 512_050), tender: .cash)]),
        "POS/ShiftCloseRequest.json"),
      PinnedSample(
        ShiftReport(
          cashExpected: Money(kopecks: 662_050), cashIn: Money(rubles: 500), cashOut: Money(rubles: 1000),
          discounts: Money(kopecks: 4_950), generatedAt: Samples.expiry, kind: .z, openingFloat: Money(rubles: 5000),
          ordersCollected: ShiftTally(count: 1, total: Money(rubles: 1500)),
          returns: ShiftTally(count: 1, total: Money(rubles: 100)),
          sales: ShiftTally(count: 3, total: Money(kopecks: 212_050)),
          shift: Shift(
            closedAt: Samples.expiry, closedBy: id(0x31), id: id(0x33), number: 7, openedAt: Samples.expiry,
            openedBy: id(0x31), openingFloat: Money(rubles: 5000), registerID: Samples.register.id,
            shopID: Samples.shop.id, status: .closed),
          tenders: [
            ShiftTenderLine(
              counted: Money(rubles: 6600), difference: Money(kopecks: -2_050), expected: Money(kopecks: 662_050),
              ordersCollected: Money(rubles: 1500), refunds: Money(rubles: 100), sales: Money(kopecks: 112_050),
              tender: .cash),
            ShiftTenderLine(
              counted: Money(rubles: 1000), difference: .zero, expected: Money(rubles: 1000), refunds: .zero,
              sales: Money(rubles: 1000), tender: .card),
          ]), "POS/ShiftReport.json"),
      PinnedSample(
        ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: Samples.register.id),
        "POS/ShiftOpenRequest.json"),
      PinnedSample(Samples.staffMember, "POS/StaffMember.json"),
      PinnedSample(
        StaffSession(
          authentication: UserAuthentication(expiresAt: Samples.expiry, token: "pos-token"), staff: Samples.staffMember),
        "POS/StaffSession.json"),
    ]
}
