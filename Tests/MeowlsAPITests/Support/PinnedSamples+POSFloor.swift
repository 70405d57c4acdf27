import Foundation

@testable import MeowlsAPI

extension Samples {
  static let orderCustomer = OrderCustomer(name: "Анна", phone: "79139139113")
  static let staffOrderLine = StaffOrderLine(article: "12345", count: 2, name: "Felix Sensations, 85 г")
  static let cashTender = Tender(
    amount: Money(rubles: 53, kopecks: 82), change: Money(rubles: 46, kopecks: 18), received: Money(rubles: 100),
    type: .cash)
  static let cardTender = Tender(amount: Money(rubles: 53, kopecks: 82), authorizationCode: "042137", type: .card)
}

extension PinnedSample {
  /// The wire values of click-and-collect, courier tasks and POS stock, and their fixtures (`Fixtures/POS/`).
  static let floorSamples: [PinnedSample] = [
    PinnedSample(
      DeliveryAssignmentRequest(courierID: id(0x33), orderNumber: 1_000_001), "POS/DeliveryAssignmentRequest.json"),
    PinnedSample(DeliveredRequest(payment: TenderRequest(type: .cash)), "POS/DeliveredRequest.json"),
    PinnedSample(DeliveryFailureRequest(reason: "Никого нет дома"), "POS/DeliveryFailureRequest.json"),
    PinnedSample(
      Page(
        paginationInfo: PaginationInfo(page: 1, perPage: 20, totalCount: 1),
        results: [
          DeliveryTask(
            address: "Новосибирск, улица Ленина, 1, 12", assignedAt: Samples.expiry, courierID: id(0x33),
            customer: Samples.orderCustomer, deliveryDate: Samples.deliveryDate("16.01.2027"),
            deliveryTimeInterval: Samples.interval, failureReason: "Никого нет дома", lines: [Samples.staffOrderLine],
            number: 1_000_001, paid: false, paymentType: .cash, status: .failed, total: Money(rubles: 92, kopecks: 82))
        ]), "POS/DeliveryTaskPage.json"),
    PinnedSample(
      HandOverRequest(
        payment: TenderRequest(received: Money(rubles: 100), type: .cash), phone: "+7 (913) 913-91-13",
        registerID: Samples.register.id),
      "POS/HandOverRequest.json"),
    PinnedSample(
      OrderHandOver(
        number: 1_000_001, paid: true, payment: Samples.cashTender, receiptNumber: 1025, statusCode: .completed),
      "POS/OrderHandOver.json"),
    PinnedSample(
      {
        var receipt = ReceiptJSONTests.receipt
        receipt.orderNumber = 1_000_001
        return receipt
      }(), "POS/OrderReceipt.json"),
    PinnedSample(
      OrderHandOver(number: 1_000_002, paid: true, payment: Samples.cardTender, statusCode: .completed),
      "POS/OrderHandOverByCard.json"),
    PinnedSample(
      Page(
        paginationInfo: PaginationInfo(nextPage: 2, page: 1, perPage: 1, totalCount: 2),
        results: [
          PickupOrder(
            collectBy: Samples.expiry, customer: Samples.orderCustomer, lines: [Samples.staffOrderLine],
            number: 1_000_001, paid: false, paymentType: .card, statusCode: .readyForPickup,
            total: Money(rubles: 53, kopecks: 82))
        ]), "POS/PickupOrderPage.json"),
    PinnedSample(
      StockChange(
        delta: -2, locationID: id(0x30), quantity: 8, reason: .correction, variantID: Samples.variant.id),
      "POS/StockChange.json"),
    PinnedSample(
      StockChangeRequest(
        article: "12345", locationID: id(0x30), note: "накладная 17", quantity: 12, variantID: Samples.variant.id),
      "POS/StockChangeRequest.json"),
    PinnedSample(
      StockLookup(
        article: "12345",
        levels: [
          StockLevel(cityID: Samples.city.id, kind: .warehouse, locationID: id(0x34), name: "Склад", quantity: 40),
          StockLevel(
            cityID: Samples.city.id, kind: .shop, locationID: id(0x30), name: "MEOWLS на Красном проспекте",
            quantity: 0),
        ], productName: "Felix Sensations", variantID: Samples.variant.id, variantName: "85 г"),
      "POS/StockLookup.json"),
  ]
}
