import MeowlsAPI

/// Click-and-collect at the counter (`/pos/pickups`): the shop's pick-up orders, oldest first, paged (filtered by
/// status), an order made ready when packed, and handed over after the cashier checked the number the customer
/// gives and typed the customer's phone (the server compares it), taking the payment at this register when the
/// order is unpaid (cash with the change, or card).
public enum POSPickupsScreen {
  /// Everything the pick-up screen shows.
  public struct State: Equatable, Sendable {
    /// A refusal shown as an alert until dismissed.
    public var alert: APIError?
    /// Only orders of this status (nil: every status).
    public var filter: OrderStatusCode?
    /// The hand-over form of the selected order.
    public var handOver: HandOverForm
    /// The last hand-over's answer (the payment and its change), until another order is opened.
    public var handedOver: OrderHandOver?
    /// The field the last check refused.
    public var invalidField: Field?
    /// The orders, and the page on its way.
    public var list: PagedList<PickupOrder>
    /// The operation on its way (one at a time).
    public var operation: Operation?
    /// The register payments are taken at (nil: none unlocked, so unpaid orders cannot be handed over).
    public var register: Register.ID?
    /// The order opened.
    public var selected: OrderNumber?

    /// A list that has not appeared yet.
    public init(
      alert: APIError? = nil, filter: OrderStatusCode? = nil, handOver: HandOverForm = HandOverForm(),
      handedOver: OrderHandOver? = nil, invalidField: Field? = nil, list: PagedList<PickupOrder> = PagedList(),
      operation: Operation? = nil, register: Register.ID?, selected: OrderNumber? = nil
    ) {
      self.alert = alert
      self.filter = filter
      self.handOver = handOver
      self.handedOver = handedOver
      self.invalidField = invalidField
      self.list = list
      self.operation = operation
      self.register = register
      self.selected = selected
    }

    /// What the list is doing.
    public var phase: Phase { list.phase }
    /// The order opened, as listed now.
    public var selectedOrder: PickupOrder? { list.items.first { $0.number == selected } }
  }

  /// The list's phases (`PagedList.Phase`).
  public typealias Phase = PagedList<PickupOrder>.Phase

  /// The hand-over form.
  public struct HandOverForm: Equatable, Sendable {
    /// The order number the customer gives, typed to check it against the order opened.
    public var number: String
    /// How an unpaid order is paid.
    public var paymentType: PaymentType
    /// The customer's phone (any common form; the server normalises and compares it).
    public var phone: String
    /// The cash handed over (empty: exactly the total).
    public var received: String

    /// An empty form.
    public init(number: String = "", paymentType: PaymentType = .cash, phone: String = "", received: String = "") {
      self.number = number
      self.paymentType = paymentType
      self.phone = phone
      self.received = received
    }
  }

  /// The fields the screen checks.
  public enum Field: Equatable, Sendable {
    case number
    case phone
    case received
  }

  /// An operation on an order.
  public enum Operation: Equatable, Sendable {
    case handingOver(OrderNumber)
    case markingReady(OrderNumber)
  }

  /// What happened on the pick-up screen, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case filterChosen(OrderStatusCode?)
    case handOverNumberChanged(String)
    case handOverPhoneChanged(String)
    case handOverReceivedChanged(String)
    case handOverResponse(OrderNumber, Result<OrderHandOver, APIError>)
    case handOverTapped
    case markReadyResponse(OrderNumber, Result<PickupOrder, APIError>)
    case markReadyTapped
    case openShiftTapped
    case orderAppeared(OrderNumber)
    case orderDismissed
    case orderTapped(OrderNumber)
    case pageResponse(Int, Result<Page<PickupOrder>, APIError>)
    case paymentTypeChosen(PaymentType)
    case refreshPulled
    case retryTapped
    case viewAppeared
  }

  /// Where the pick-up screen sends the cashier.
  public enum Route: Equatable, Sendable {
    /// The register's shift (an unpaid order is paid into an open shift).
    case shift
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchPage(Int, OrderStatusCode?)
    case handOver(OrderNumber, HandOverRequest)
    case markReady(OrderNumber)
    case navigate(Route)
  }
}
