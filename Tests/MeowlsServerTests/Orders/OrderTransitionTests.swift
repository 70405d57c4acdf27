import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct OrderTransitionTests {
  /// Every (from, to, delivery) the lifecycle allows; everything else is refused.
  static let allowed: Set<String> = [
    "IN_PROGRESS→CANCELED courier", "IN_PROGRESS→CANCELED self_pickup", "READY_FOR_PICKUP→CANCELED self_pickup",
    "READY_FOR_PICKUP→CANCELED courier", "IN_PROGRESS→COMPLETED courier", "IN_PROGRESS→READY_FOR_PICKUP self_pickup",
    "READY_FOR_PICKUP→COMPLETED self_pickup",
  ]

  static func outcome(_ from: OrderStatusCode, _ to: OrderStatusCode, _ delivery: DeliveryType) -> OrderError? {
    do throws(OrderError) {
      try OrderTransition.check(from: from, to: to, delivery: delivery)
      return nil
    } catch {
      return error
    }
  }

  @Test func theLifecycleAllowsExactlyItsSteps() {
    for from in OrderStatusCode.allCases {
      for to in OrderStatusCode.allCases {
        for delivery in DeliveryType.allCases {
          let name = "\(from.rawValue)→\(to.rawValue) \(delivery.rawValue)"
          #expect((Self.outcome(from, to, delivery) == nil) == Self.allowed.contains(name), "\(name)")
        }
      }
    }
  }

  @Test func cancellingAClosedOrderKeepsTheContractsCodes() {
    #expect(Self.outcome(.canceled, .canceled, .courier) == .alreadyCancelled)
    #expect(Self.outcome(.completed, .canceled, .selfPickup) == .isComplete)
    #expect(Self.outcome(.canceled, .completed, .courier) == .transitionNotAllowed(from: .canceled, to: .completed))
    #expect(
      Self.outcome(.inProgress, .readyForPickup, .courier)
        == .transitionNotAllowed(from: .inProgress, to: .readyForPickup))
  }

  @Test func openMeansCancelable() {
    #expect(OrderStatusCode.allCases.filter(OrderTransition.isOpen) == [.inProgress, .readyForPickup])
  }

  @Test func everyStatusHasBothNames() {
    #expect(
      OrderStatusCode.allCases.map { OrderTransition.name($0, .russian) } == [
        "Отменен", "Выполнен", "Новый", "Готов к выдаче",
      ])
    #expect(
      OrderStatusCode.allCases.map { OrderTransition.name($0, .english) } == [
        "Canceled", "Completed", "New", "Ready for pickup",
      ])
  }
}
