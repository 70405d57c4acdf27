import MeowlsAPI

/// The search's errors with the contract's codes and texts (api.md §2.4).
enum SearchError: ResponseError, Equatable {
  /// `/search/suggestions` without `query` (400).
  case requestQueryParameterRequired

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    ErrorResponse(code: .requestQueryParameterRequired, reason: "Request query parameter is required.")
  }
}
