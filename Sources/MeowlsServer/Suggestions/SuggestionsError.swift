import MeowlsAPI

/// The errors of the suggestion routes.
enum SuggestionsError: ResponseError, Equatable {
  /// `POST /suggestions/addresses` for a city or street the bundled data does not know (api.md §2.4).
  case incorrectAddressNotFound

  var status: HTTPStatus { .badRequest }

  var body: ErrorResponse {
    switch self {
    case .incorrectAddressNotFound:
      ErrorResponse(code: .incorrectAddressNotFound, reason: "Address not found. Incorrect address.")
    }
  }
}
