import Foundation

/// The OpenAPI 3.1 document of every route, served at `GET /api/v1/openapi.json` (`APIRoute.System.openAPI`).
///
/// Built from the routes themselves: one example of every case (`APIRoute.examples`), its path template and inputs
/// from the router (`RouteProbe`), its schemas from the wire models' decoders (`SchemaWalker`), its access from
/// `APIRoute.access`, its answers from `APIRoute.response` and `APIRoute.errorCodes`.
public enum OpenAPIDocument {
  /// The document as JSON with sorted keys.
  public static func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(try make())
  }

  /// The document.
  public static func make() throws -> OpenAPIValue {
    let walker = SchemaWalker()
    let errorSchema = try walker.schema(for: ErrorResponse.self)
    var paths: [String: [String: OpenAPIValue]] = [:]
    for route in try APIRoute.examples() {
      let shape = try RouteProbe.shape(of: route)
      let operation = try Operation(route: route, shape: shape, walker: walker, errorSchema: errorSchema)
      paths[shape.path, default: [:]][shape.method.rawValue.lowercased()] = operation.value
    }
    return [
      "openapi": "3.1.0",
      "info": [
        "title": "MEOWLS API", "version": "1",
        "description": .string(
          "The MEOWLS API v1: Store, POS and back office. Generated from APIRoute and the wire models; errors use "
            + "the contract's envelope {reason, code, failures?} (api.md §2)."),
      ],
      "paths": .object(paths.mapValues(OpenAPIValue.object)),
      "components": ["schemas": .object(walker.components), "securitySchemes": securitySchemes],
    ]
  }

  /// The credentials the routes read (`RouteAccess`): the session token in `Authorization: Token …`, which is a
  /// customer's, a staff member's or an admin's by the login it came from, and the logins' Basic credentials.
  static let securitySchemes: OpenAPIValue = [
    "customerToken": [
      "type": "apiKey", "in": "header", "name": "Authorization",
      "description": "`Token <token>` from POST /api/v1/users/login (a staff token passes too).",
    ],
    "staffToken": [
      "type": "apiKey", "in": "header", "name": "Authorization",
      "description": "`Token <token>` from POST /api/v1/pos/staff/login; the operation's x-meowls-roles say whose.",
    ],
    "adminToken": [
      "type": "apiKey", "in": "header", "name": "Authorization",
      "description": "`Token <token>` from POST /api/v1/pos/staff/login of a staff member whose role is admin.",
    ],
    "phonePassword": [
      "type": "http", "scheme": "basic", "description": "The phone and password of the account (the logins).",
    ],
  ]
}
