import MeowlsAPI

extension Endpoint where Response == EmptyResponse {
  /// `GET /health-check`.
  public static var healthCheck: Self { Self(.system(.healthCheck)) }
}

extension Endpoint where Response == EmptyResponse {
  /// `GET /`: an empty 200, a cheap "is the server there" probe.
  public static var root: Self { Self(.system(.root)) }
}
