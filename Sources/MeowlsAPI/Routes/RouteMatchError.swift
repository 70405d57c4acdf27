/// Why a request whose method and path matched a route could not become that route (a 400 `abortError`).
public enum RouteMatchError: Error, Hashable, Sendable {
  /// The JSON body does not decode; the reason names the missing or mistyped field.
  case invalidBody(String)
  /// An integer query parameter (`page`, `per_page`) is present but not an integer.
  case invalidQueryParameter(name: String)
  /// The route needs a JSON body and got none.
  case missingBody
  /// A required query parameter is absent.
  case missingQueryParameter(name: String)

  /// The text for the error body's `reason`, e.g. `Value required for key 'phone'.`
  public var reason: String {
    switch self {
    case .invalidBody(let reason): reason
    case .invalidQueryParameter(let name): "Value of type 'Int' required for key '\(name)'."
    case .missingBody: "Request body is empty; a JSON body is required."
    case .missingQueryParameter(let name): "Value required for key '\(name)'."
    }
  }
}

extension RouteMatchError: CustomStringConvertible {
  /// The reason text.
  public var description: String { reason }
}
