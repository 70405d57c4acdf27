import Foundation

@testable import MeowlsAPI

extension Samples {
  /// At least one route per case of `APIRoute.POS.Couriers`, `.Pickup` and `.Stock`.
  static let floorRoutes: [APIRoute] = [
    .pos(.couriers(.assign(DeliveryAssignmentRequest(courierID: id(0x33), orderNumber: 1_000_001)))),
    .pos(.couriers(.list(DeliveriesQuery()))),
    .pos(.couriers(.list(DeliveriesQuery(page: PageRequest(page: 2, perPage: 5), status: .failed)))),
    .pos(.couriers(.markDelivered(.valid(1_000_001), DeliveredRequest()))),
    .pos(.couriers(.markDelivered(.valid(1_000_002), DeliveredRequest(payment: TenderRequest(type: .card))))),
    .pos(.couriers(.markFailed(.invalid("заказ"), DeliveryFailureRequest(reason: "Никого нет дома")))),
    .pos(.pickup(.handOver(.valid(1_000_001), HandOverRequest(phone: "+7 (913) 913-91-13")))),
    .pos(
      .pickup(
        .handOver(
          .invalid("x"),
          HandOverRequest(payment: TenderRequest(received: Money(rubles: 5_000), type: .cash), phone: "79139139113")))),
    .pos(.pickup(.list(PickupQuery()))),
    .pos(.pickup(.list(PickupQuery(page: PageRequest(page: 3), status: .readyForPickup)))),
    .pos(.pickup(.markReady(.valid(1_000_001)))),
    .pos(.stock(.correct(StockChangeRequest(article: "12345", note: "пересчёт", quantity: 0)))),
    .pos(.stock(.lookup(StockQuery(article: "12345")))),
    .pos(.stock(.lookup(StockQuery(barcode: "4600012345678")))),
    .pos(.stock(.lookup(StockQuery(variantID: variant.id)))),
    .pos(.stock(.lookup(StockQuery()))),
    .pos(.stock(.receive(StockChangeRequest(locationID: id(0x30), quantity: 12, variantID: variant.id)))),
  ]

}

/// The response model of each courier, pick-up and stock route.
func reencodeFloorResponse(of route: APIRoute.POS, _ body: Data) throws -> Data? {
  func roundTrip<T: Codable>(_ type: T.Type) throws -> Data {
    try compactEncoder().encode(try JSONDecoder.meowls.decode(T.self, from: body))
  }
  switch route {
  case .couriers(let route):
    switch route {
    case .assign, .markFailed: return try roundTrip(DeliveryTask.self)
    case .list: return try roundTrip(Page<DeliveryTask>.self)
    case .markDelivered: return try roundTrip(OrderHandOver.self)
    }
  case .pickup(let route):
    switch route {
    case .handOver: return try roundTrip(OrderHandOver.self)
    case .list: return try roundTrip(Page<PickupOrder>.self)
    case .markReady: return try roundTrip(PickupOrder.self)
    }
  case .reports, .returns, .sales, .shifts, .staff: return nil
  case .stock(let route):
    switch route {
    case .correct, .receive: return try roundTrip(StockChange.self)
    case .lookup: return try roundTrip(StockLookup.self)
    }
  }
}
