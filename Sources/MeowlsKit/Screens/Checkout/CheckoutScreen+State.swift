import MeowlsAPI

extension CheckoutScreen {
  /// Everything the checkout form shows.
  public struct State: Equatable, Sendable {
    /// The last failed purchase, shown once (the form stays as it was for another try).
    public var alert: APIError?
    /// The chosen city (the region): the address's city and the city of the dates and pick-up points.
    public var city: City
    /// The chosen delivery date.
    public var date: CalendarDate?
    /// Courier or pick-up.
    public var deliveryType: DeliveryType
    /// The message under each refused field; a field's message goes when it changes.
    public var errors: [Field: ValidationError]
    /// What the server offers.
    public var options: Options
    /// The chosen payment.
    public var paymentType: PaymentType?
    /// What the form is doing.
    public var phase: Phase
    /// The chosen pick-up point.
    public var pickupPointID: PickupPoint.ID?
    /// The chosen street suggestion's id: house and flat suggestions need it.
    public var streetID: String?
    /// The suggestions under the field being typed in.
    public var suggestions: Suggestions?
    /// The texts of the text fields.
    public var text: [Field: String]
    /// The chosen time slot of `date`.
    public var timeSlot: DeliveryTimeInterval.ID?

    /// A form for `city` that has not appeared yet.
    public init(
      city: City, alert: APIError? = nil, date: CalendarDate? = nil, deliveryType: DeliveryType = .courier,
      errors: [Field: ValidationError] = [:], options: Options = Options(), paymentType: PaymentType? = nil,
      phase: Phase = .idle, pickupPointID: PickupPoint.ID? = nil, streetID: String? = nil,
      suggestions: Suggestions? = nil, text: [Field: String] = [:], timeSlot: DeliveryTimeInterval.ID? = nil
    ) {
      self.alert = alert
      self.city = city
      self.date = date
      self.deliveryType = deliveryType
      self.errors = errors
      self.options = options
      self.paymentType = paymentType
      self.phase = phase
      self.pickupPointID = pickupPointID
      self.streetID = streetID
      self.suggestions = suggestions
      self.text = text
      self.timeSlot = timeSlot
    }

    /// A text field's text ("" when untouched).
    public subscript(_ field: Field) -> String { text[field, default: ""] }

    /// The time slots offered on the chosen date.
    public var timeSlots: [DeliveryTimeInterval] {
      options.dates.first { $0.date == date }?.availableTimeIntervals ?? []
    }
  }

  /// A field of the form, for its text, its suggestions and its message.
  public enum Field: Hashable, Sendable, CaseIterable {
    case comment
    case date
    case email
    case flat
    case house
    case name
    case patronymic
    case paymentType
    case phone
    case pickupPoint
    case street
    case surname
    case timeSlot

    /// Whether typing in the field asks for suggestions.
    public var isSuggested: Bool {
      switch self {
      case .flat, .house, .name, .patronymic, .street, .surname: true
      default: false
      }
    }
  }

  /// What the server offers for the city, and who the customer is (the recipient's defaults).
  public struct Options: Equatable, Sendable {
    /// The customer, whose names, phone and e-mail fill the recipient's empty fields.
    public var customer: OrderClient?
    public var dates: [AvailableDate]
    public var deliveries: [DeliveryOption]
    public var payments: [PaymentOption]
    public var pickupPoints: [PickupPoint]

    /// Options.
    public init(
      customer: OrderClient? = nil, dates: [AvailableDate] = [], deliveries: [DeliveryOption] = [],
      payments: [PaymentOption] = [], pickupPoints: [PickupPoint] = []
    ) {
      self.customer = customer
      self.dates = dates
      self.deliveries = deliveries
      self.payments = payments
      self.pickupPoints = pickupPoints
    }
  }

  /// The message of every field a form was refused for.
  public struct FieldErrors: Error, Equatable {
    public var fields: [Field: ValidationError]

    /// Messages by field.
    public init(fields: [Field: ValidationError]) {
      self.fields = fields
    }
  }

  /// The form; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The form is filled in.
    case editing
    /// The options could not be loaded; a retry button.
    case failed(APIError)
    case idle
    /// The options are on their way.
    case loading
    /// The order is placed: the success screen with its number.
    case purchased(OrderNumber)
    /// The purchase is on its way (the button shows progress and ignores taps).
    case purchasing
  }

  /// One suggestion under a field.
  public struct Suggestion: Hashable, Sendable {
    /// The street's id (street suggestions only).
    public var id: String?
    /// The text shown ("г Новосибирск, ул Ленина, д 5").
    public var text: String
    /// What goes into the field when it is chosen ("5").
    public var value: String

    /// A suggestion.
    public init(id: String? = nil, text: String, value: String) {
      self.id = id
      self.text = text
      self.value = value
    }
  }

  /// What a suggestion list was asked for: the field, the text sent, and the city (streets) or street (houses,
  /// flats) it is limited to.
  public struct SuggestionRequest: Hashable, Sendable {
    public var field: Field
    public var query: String
    public var scope: String?

    /// A request.
    public init(field: Field, query: String, scope: String? = nil) {
      self.field = field
      self.query = query
      self.scope = scope
    }
  }

  /// The suggestions shown under one field.
  public struct Suggestions: Equatable, Sendable {
    /// The suggestions; empty until the answer comes.
    public var items: [Suggestion]
    /// What they answer; an answer to any other request is stale.
    public var request: SuggestionRequest

    /// Suggestions.
    public init(items: [Suggestion] = [], request: SuggestionRequest) {
      self.items = items
      self.request = request
    }
  }
}
