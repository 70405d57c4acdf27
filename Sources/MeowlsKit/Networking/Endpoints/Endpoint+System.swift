import MeowlsAPI

extension Endpoint where Response == EmptyResponse {
  /// `GET /api/v1/health`: the health check on the API's own path (behind a proxy that forwards only `/api/v1`).
  public static var health: Self { Self(.system(.health)) }
  /// `GET /health-check`.
  public static var healthCheck: Self { Self(.system(.healthCheck)) }
}

extension Endpoint where Response == EmptyResponse {
  /// `GET /`: an empty 200, a cheap "is the server there" probe.
  public static var root: Self { Self(.system(.root)) }
}

extension Endpoint where Response == OpenAPIValue {
  /// `GET /api/v1/openapi.json`: the OpenAPI 3.1 document of every route, for tools and a client's own checks.
  public static var openAPI: Self { Self(.system(.openAPI)) }
}
