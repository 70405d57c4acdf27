import MeowlsAPI

/// What the checkout, the order lifecycle and the background jobs can be told; the defaults are the contract's.
public struct CheckoutSettings: Sendable, Equatable {
  /// The `DELIVERY` line of a courier order (api.md §11.1: 39 ₽); pick-up is free.
  public var courierCost: Money
  /// The smallest goods total (after discounts) a courier delivers, announced as «заказ от 500 ₽».
  public var courierMinimum: Money
  /// How long an `Idempotency-Key` answer is kept (`decisions.md`: 24 h).
  public var idempotencyKeyLifetime: Int64
  /// Seconds between two looks at the jobs table in `meowls serve`; nil runs no timer (tests call `runDue(now:)`).
  public var jobPollInterval: Double?
  /// When the recurring jobs run.
  public var jobSchedules: JobSchedules
  /// Seconds after a purchase the simulated payment runs (api.md §11.9: 5 minutes).
  public var paymentDelay: Int64
  /// Which orders the simulated payment marks paid.
  public var paymentSimulation: PaymentSimulation
  /// How long a pick-up order waits at its shop (from the purchase) before it is overdue and cancelled.
  public var pickupHoldingTime: Int64

  public init(
    courierCost: Money = Money(rubles: 39), courierMinimum: Money = Money(rubles: 500),
    idempotencyKeyLifetime: Int64 = 86_400, jobPollInterval: Double? = nil,
    jobSchedules: JobSchedules = JobSchedules(), paymentDelay: Int64 = 300,
    paymentSimulation: PaymentSimulation = .everyThirdCardOrder, pickupHoldingTime: Int64 = 3 * 86_400
  ) {
    self.courierCost = courierCost
    self.courierMinimum = courierMinimum
    self.idempotencyKeyLifetime = idempotencyKeyLifetime
    self.jobPollInterval = jobPollInterval
    self.jobSchedules = jobSchedules
    self.paymentDelay = paymentDelay
    self.paymentSimulation = paymentSimulation
    self.pickupHoldingTime = pickupHoldingTime
  }
}

/// Which orders the simulated payment (there is no payment provider) marks paid.
public enum PaymentSimulation: String, Sendable, Equatable, CaseIterable {
  /// Every order.
  case always
  /// The original's rule (api.md §11.9): card orders whose number divides by 3.
  case everyThirdCardOrder
  /// No order (payment on receipt only).
  case never

  /// Whether the order with this number and payment type gets paid.
  func pays(number: Int, paymentType: PaymentType) -> Bool {
    switch self {
    case .always: true
    case .everyThirdCardOrder: paymentType == .card && number % 3 == 0
    case .never: false
    }
  }
}
