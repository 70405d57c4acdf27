import MeowlsAPI

/// Why a picture was refused or not found; each case answers its own code.
public enum PictureError: ResponseError, Equatable {
  /// 415: not JPEG, PNG or WebP by its bytes.
  case unsupportedType(String)
  /// 413: over the byte, pixel or side limits.
  case tooLarge(String)
  /// 400: empty, truncated or corrupt.
  case unreadable(String)
  /// 404: the product has no picture with this id.
  case notFound(String)
  /// 400: a reorder that does not name each of the product's pictures once.
  case invalidOrder(String)

  public var status: HTTPStatus {
    switch self {
    case .unsupportedType: .unsupportedMediaType
    case .tooLarge: .payloadTooLarge
    case .unreadable, .invalidOrder: .badRequest
    case .notFound: .notFound
    }
  }

  public var body: ErrorResponse {
    switch self {
    case .unsupportedType(let reason): ErrorResponse(code: .unsupportedPictureType, reason: reason)
    case .tooLarge(let reason): ErrorResponse(code: .pictureTooLarge, reason: reason)
    case .unreadable(let reason): ErrorResponse(code: .pictureUnreadable, reason: reason)
    case .notFound(let id):
      ErrorResponse(
        code: .pictureNotFound, failures: [ErrorFailure(failure: id, field: "picture_id")],
        reason: "The product has no picture with this id.")
    case .invalidOrder(let reason):
      ErrorResponse(
        code: .validationError, failures: [ErrorFailure(failure: reason, field: "picture_ids")], reason: reason)
    }
  }

  /// The message an operator reads at the command line.
  public var message: String { body.reason }
}
