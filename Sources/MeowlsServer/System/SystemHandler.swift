/// `GET /`, `GET /health-check` and `GET /api/v1/health`.
struct SystemHandler: Sendable {
  let database: any Database

  static func live(_ dependencies: HandlerDependencies) -> Self {
    Self(database: dependencies.database)
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
