import Foundation
import MeowlsAPI
import MeowlsKit

/// The checkout form as the shopper left it, kept in the web session between requests (the app keeps its screen
/// alive instead): the texts, the chosen street's id and the choices. A page rebuilds the screen's state from it:
/// the texts and the street as they were, then the choices sent as the screen's actions once its options are in,
/// so the reducer checks them against what the server offers now.
struct CheckoutDraft: Codable, Equatable, Sendable {
  static let key = SettingsKey(rawValue: "web.checkout")

  var date: String?
  var deliveryType: String?
  var payment: String?
  var pickupPoint: String?
  var streetID: String?
  var texts: [String: String] = [:]
  var timeSlot: String?

  /// The form's fields by their name in a posted form.
  static let fields: [(String, CheckoutScreen.Field)] =
    WebRoute.suggestedFields + [("phone", .phone), ("email", .email), ("comment", .comment)]

  init() {}

  /// What `state` holds.
  init(_ state: CheckoutScreen.State) {
    date = state.date?.string
    deliveryType = state.deliveryType.rawValue
    payment = state.paymentType?.rawValue
    pickupPoint = state.pickupPointID?.rawValue.uuidString
    streetID = state.streetID
    for (name, field) in Self.fields where !state[field].isEmpty { texts[name] = state[field] }
    timeSlot = state.timeSlot?.rawValue.uuidString
  }

  /// The state a checkout page starts from in `city`: the texts and street, nothing chosen yet.
  func initialState(city: City) -> CheckoutScreen.State {
    var text: [CheckoutScreen.Field: String] = [:]
    for (name, field) in Self.fields { text[field] = texts[name] }
    return CheckoutScreen.State(city: city, streetID: streetID, text: text)
  }

  /// The choices, as the actions that make them (sent after the options are in).
  var choices: [CheckoutScreen.Action] {
    var actions: [CheckoutScreen.Action] = []
    if let type = deliveryType.flatMap(DeliveryType.init(rawValue:)) { actions.append(.deliveryTypeChosen(type)) }
    if let date = date.flatMap(CalendarDate.init(string:)) { actions.append(.dateChosen(date)) }
    if let slot = timeSlot.flatMap(DeliveryTimeInterval.ID.init(uuidString:)) {
      actions.append(.timeSlotChosen(slot))
    }
    if let point = pickupPoint.flatMap(PickupPoint.ID.init(uuidString:)) { actions.append(.pickupPointChosen(point)) }
    if let payment = payment.flatMap(PaymentType.init(rawValue:)) { actions.append(.paymentTypeChosen(payment)) }
    return actions
  }

  /// The actions a posted checkout form means: each text as typed (the reducer forgets a chosen street when its
  /// text changes) and each choice; texts bounded as every form's are.
  static func actions(_ form: FormData) -> [CheckoutScreen.Action] {
    var actions: [CheckoutScreen.Action] = fields.compactMap { name, field in
      form[name].map { .textChanged(field, String($0.prefix(field == .comment ? 500 : 100))) }
    }
    if let type = form["delivery"].flatMap(DeliveryType.init(rawValue:)) { actions.append(.deliveryTypeChosen(type)) }
    // NB: a time slot is posted with its day ("2026-05-15|<slot id>"), so one radio group chooses both.
    if let slot = form["slot"]?.split(separator: "|", maxSplits: 1), slot.count == 2,
      let date = CalendarDate(string: String(slot[0])),
      let id = DeliveryTimeInterval.ID(uuidString: String(slot[1]))
    {
      actions += [.dateChosen(date), .timeSlotChosen(id)]
    }
    if let point = form["pickup"].flatMap(PickupPoint.ID.init(uuidString:)) {
      actions.append(.pickupPointChosen(point))
    }
    if let payment = form["payment"].flatMap(PaymentType.init(rawValue:)) {
      actions.append(.paymentTypeChosen(payment))
    }
    return actions
  }
}
