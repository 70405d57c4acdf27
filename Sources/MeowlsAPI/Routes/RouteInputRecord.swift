/// What a route's builder read from a request: its query parameters, its JSON body's type, a file body.
///
/// `RouteProbe` runs each route's builder with a record attached, so the OpenAPI document describes a route's
/// inputs from the very code that parses them.
final class RouteInputRecord {
  /// How a query parameter is read.
  enum Kind: Equatable {
    /// Any text.
    case text
    /// A whole number (`integer`).
    case integer
    /// A UUID; anything else counts as absent (`identifier`).
    case uuid
    /// Text that must have this form (`parsed`): 400 otherwise.
    case form(String)
    /// One of these values (`enumeration`).
    case enumeration([String])
    /// The `filters[<code>]` family (`filters()`).
    case filters
  }

  /// A query parameter read.
  struct Parameter: Equatable {
    var name: String
    var kind: Kind
    var required: Bool
  }

  /// The query parameters, in the order first read.
  private(set) var parameters: [Parameter] = []
  /// The type of the JSON body, when the builder decodes one.
  var bodyType: (any Decodable.Type)?
  /// Whether the builder takes the body as bytes (a file).
  var readsRawBody = false

  /// Notes a read of `name`; the most precise kind wins (`last` is called under the typed readers).
  func note(_ name: String, _ kind: Kind, required: Bool = false) {
    guard let index = parameters.firstIndex(where: { $0.name == name }) else {
      parameters.append(Parameter(name: name, kind: kind, required: required))
      return
    }
    if kind != .text { parameters[index].kind = kind }
    parameters[index].required = parameters[index].required || required
  }

  /// Adds what another run of the builder read.
  func merge(_ other: RouteInputRecord) {
    for parameter in other.parameters {
      note(parameter.name, parameter.kind, required: parameter.required)
    }
    bodyType = bodyType ?? other.bodyType
    readsRawBody = readsRawBody || other.readsRawBody
  }
}
