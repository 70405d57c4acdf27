/// `GET /`, `GET /health-check`, `GET /api/v1/health` and `GET /api/v1/openapi.json`.
struct SystemHandler: Sendable {
  let database: any Database
  let openAPI = OpenAPIDocumentCache()

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(database: dependencies.database)
  }

  /// 200 with the OpenAPI 3.1 document of every route (`OpenAPIDocument`).
  func openAPIDocument() throws -> HTTPResponse {
    HTTPResponse.json(try openAPI.document())
  }

  /// 200 with an empty body.
  func root() -> HTTPResponse {
    HTTPResponse.json([])
  }

  /// 200 `{}` once storage has answered a query; storage failures surface as 503.
  func healthCheck() throws -> HTTPResponse {
    do {
      _ = try database.withConnection { try $0.first("SELECT 1") }
    } catch {
      throw ServerError.serviceUnavailable
    }
    return HTTPResponse.json(Array("{}".utf8))
  }
}
