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
