import MeowlsAPI

/// Courier tasks (`/pos/deliveries`): a courier's own tasks, each reported delivered (taking the payment of an
/// unpaid order: cash with change, or card) or failed with a reason; a manager sees the team's tasks, the failed
/// ones, and the city's courier orders no courier has yet, and assigns one to a courier of the shop.
public enum POSCourierScreen {
  /// Everything the courier screen shows.
  public struct State: Equatable, Sendable {
    /// A refusal shown as an alert until dismissed.
    public var alert: APIError?
    /// Couriers a manager may assign to: those given, and those the team's tasks name.
    public var couriers: [User.ID]
    /// The failure reason typed.
    public var failureReason: String
    /// The field the last check refused.
    public var invalidField: Field?
    /// The tasks, and the page on its way.
    public var list: PagedList<DeliveryTask>
    /// Which tasks are listed.
    public var listing: Listing
    /// The operation on its way (one at a time).
    public var operation: OrderNumber?
    /// How an unpaid order is paid at the door.
    public var paymentType: PaymentType
    /// The cash handed over (empty: exactly the total).
    public var received: String
    /// The task opened.
    public var selected: OrderNumber?

    /// A task list that has not appeared yet: a courier's own tasks, or a manager's waiting orders.
    public init(
      alert: APIError? = nil, couriers: [User.ID] = [], failureReason: String = "", invalidField: Field? = nil,
      list: PagedList<DeliveryTask> = PagedList(), listing: Listing, operation: OrderNumber? = nil,
      paymentType: PaymentType = .cash, received: String = "", selected: OrderNumber? = nil
    ) {
      self.alert = alert
      self.couriers = couriers
      self.failureReason = failureReason
      self.invalidField = invalidField
      self.list = list
      self.listing = listing
      self.operation = operation
      self.paymentType = paymentType
      self.received = received
      self.selected = selected
    }

    /// What the list is doing.
    public var phase: Phase { list.phase }
    /// The task opened, as listed now.
    public var selectedTask: DeliveryTask? { list.items.first { $0.number == selected } }
  }

  /// The list's phases (`PagedList.Phase`).
  public typealias Phase = PagedList<DeliveryTask>.Phase

  /// Which tasks are listed.
  public enum Listing: Equatable, Sendable {
    /// A manager's team's failed deliveries, to assign again.
    case failed
    /// A courier's own tasks still to report.
    case mine
    /// A manager's team's tasks.
    case team
    /// The city's courier orders no courier has yet.
    case waiting

    /// The `status` asked for.
    var status: DeliveryStatus? {
      switch self {
      case .failed: .failed
      case .mine: .assigned
      case .team: nil
      case .waiting: .waiting
      }
    }

    /// True for the lists a manager assigns from.
    var assigns: Bool { self == .failed || self == .waiting }
  }

  /// The fields the screen checks.
  public enum Field: Equatable, Sendable {
    case failureReason
    case received
  }

  /// What happened on the courier screen, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case assignResponse(OrderNumber, Result<DeliveryTask, APIError>)
    case assignTapped(courier: User.ID)
    case customerCallTapped
    case deliveredResponse(OrderNumber, Result<OrderHandOver, APIError>)
    case deliveredTapped
    case failedResponse(OrderNumber, Result<DeliveryTask, APIError>)
    case failedTapped
    case failureReasonChanged(String)
    case listingChosen(Listing)
    case pageResponse(Int, Result<Page<DeliveryTask>, APIError>)
    case paymentTypeChosen(PaymentType)
    case receivedChanged(String)
    case refreshPulled
    case retryTapped
    case taskAppeared(OrderNumber)
    case taskDismissed
    case taskTapped(OrderNumber)
    case viewAppeared
  }

  /// Where the courier screen sends the member.
  public enum Route: Equatable, Sendable {
    /// Calls the customer's phone.
    case call(String)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case assign(DeliveryAssignmentRequest)
    case delivered(OrderNumber, TenderRequest?)
    case failed(OrderNumber, reason: String)
    case fetchPage(Int, DeliveryStatus?)
    case navigate(Route)
  }
}
