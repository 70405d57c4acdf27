/// One operation of the document: a route's case.
struct Operation {
  let route: APIRoute
  let shape: RouteShape
  let walker: SchemaWalker
  let errorSchema: OpenAPIValue

  init(route: APIRoute, shape: RouteShape, walker: SchemaWalker, errorSchema: OpenAPIValue) throws {
    self.route = route
    self.shape = shape
    self.walker = walker
    self.errorSchema = errorSchema
    body = try Self.requestBody(shape.input, walker)
    var success = try Self.success(route.response, walker)
    if case .object(var members) = success, let links = OperationLink.links(from: route.name) {
      members["links"] = links
      success = .object(members)
    }
    self.success = success
  }

  private let body: OpenAPIValue?
  private let success: OpenAPIValue

  var value: OpenAPIValue {
    var operation: [String: OpenAPIValue] = [
      "operationId": .string(route.name),
      "tags": [.string(String(route.name.prefix { $0 != "." }))],
      "parameters": .array(pathParameters + queryParameters + headerParameters),
      "responses": responses,
      "security": security,
    ]
    if case .staff(let roles, _) = route.access {
      operation["x-meowls-roles"] = .array(roles.map(\.rawValue).sorted().map(OpenAPIValue.string))
    }
    if let body { operation["requestBody"] = body }
    return .object(operation)
  }

  private var pathParameters: [OpenAPIValue] {
    shape.pathParameters.map { name in
      ["name": .string(name), "in": "path", "required": true, "schema": ["type": "string"]]
    }
  }

  private var queryParameters: [OpenAPIValue] {
    shape.input.parameters.map { parameter in
      var value: [String: OpenAPIValue] = [
        "name": .string(parameter.name), "in": "query", "required": .bool(parameter.required),
      ]
      switch parameter.kind {
      case .text: value["schema"] = ["type": "string"]
      case .integer: value["schema"] = ["type": "integer"]
      case .uuid:
        value["schema"] = ["type": "string", "format": "uuid"]
        value["description"] = "A UUID; any other value counts as absent."
      case .form(let form):
        value["schema"] = ["type": "string"]
        value["description"] = .string("Must be \(form) (400 otherwise).")
      case .enumeration(let values):
        value["schema"] = ["type": "string", "enum": .array(values.map(OpenAPIValue.string))]
      case .filters:
        value["style"] = "deepObject"
        value["explode"] = true
        value["schema"] = ["type": "object", "additionalProperties": ["type": "string"]]
        value["description"] = "`filters[<property code>]=<value>`, values joined by `|`."
      }
      return .object(value)
    }
  }

  /// `X-Manager-PIN` where a manager may have to approve (`RouteAccess.ManagerApproval`).
  private var headerParameters: [OpenAPIValue] {
    guard case .staff(_, let approval) = route.access, approval != .none else { return [] }
    return [
      [
        "name": "X-Manager-PIN", "in": "header", "required": false, "schema": ["type": "string"],
        "description": "A manager's PIN approving what the caller's role may not do alone.",
      ]
    ]
  }

  private var security: OpenAPIValue {
    switch route.access {
    case .public: []
    case .password: [["phonePassword": []]]
    case .customer, .customerRefreshing: [["customerToken": []]]
    case .staff(let roles, _): roles == [.admin] ? [["adminToken": []]] : [["staffToken": []]]
    }
  }

  private var responses: OpenAPIValue {
    let codes = Array(Set(route.errorCodes + genericCodes)).map(\.rawValue).sorted()
    let error: OpenAPIValue = [
      "description": .string("The contract's error envelope; `code` is one of: \(codes.joined(separator: ", "))."),
      "content": [
        "application/json": [
          "schema": [
            "allOf": [errorSchema],
            "properties": ["code": ["enum": .array(codes.map(OpenAPIValue.string))]],
          ]
        ]
      ],
    ]
    return ["200": success, "4XX": error, "5XX": error]
  }

  /// The codes any route of this kind may answer: a bad query or body, a body too large or not JSON (`abortError`),
  /// the rate limit, storage unavailable, and the access errors (`RouteAccess`).
  private var genericCodes: [ErrorCode] {
    var codes: [ErrorCode] = [.abortError, .tooManyRequests, .serviceUnavailable, .internalApplicationError]
    if shape.path.split(separator: "/").contains("login") { codes.append(.authError) }
    switch route.access {
    case .public: break
    case .password: codes += [.authError, .tooManyAttempts]
    case .customer, .customerRefreshing: codes += [.unauthorized]
    case .staff(_, let approval):
      codes += [.unauthorized, .forbidden]
      if approval != .none { codes += [.managerApprovalRequired, .invalidPin, .pinIncorrect, .pinLocked, .pinNotSet] }
    }
    return codes
  }

  private static func requestBody(_ input: RouteInputRecord, _ walker: SchemaWalker) throws -> OpenAPIValue? {
    if let type = input.bodyType {
      return [
        "required": true, "content": ["application/json": ["schema": try schema(of: type, walker)]],
      ]
    }
    guard input.readsRawBody else { return nil }
    return [
      "required": true, "description": "The file itself.",
      "content": [
        "application/octet-stream": ["schema": ["type": "string", "contentMediaType": "application/octet-stream"]]
      ],
    ]
  }

  private static func success(_ response: RouteResponse, _ walker: SchemaWalker) throws -> OpenAPIValue {
    switch response {
    case .json(let type):
      return ["description": "OK", "content": ["application/json": ["schema": try schema(of: type, walker)]]]
    case .html: return ["description": "A printable page.", "content": ["text/html": ["schema": ["type": "string"]]]]
    case .csv: return ["description": "A spreadsheet.", "content": ["text/csv": ["schema": ["type": "string"]]]]
    case .empty: return ["description": "OK, no body."]
    }
  }

  private static func schema(of type: any Decodable.Type, _ walker: SchemaWalker) throws -> OpenAPIValue {
    func open<T: Decodable>(_ type: T.Type) throws -> OpenAPIValue { try walker.schema(for: type) }
    return try open(type)
  }
}
