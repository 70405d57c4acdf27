/// A street together with its city, as addresses are written.
struct LocatedStreet: Sendable {
  let city: SuggestionCity
  let street: Street

  /// `"г Новосибирск, ул Красный Факел"`, as DaData writes a street.
  var text: String { "г \(city.name), \(street.text)" }
}
