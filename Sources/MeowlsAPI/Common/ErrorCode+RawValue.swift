extension ErrorCode: RawRepresentable, Codable {
  /// Every known code (all cases except `.unknown`), alphabetised.
  public static let knownCases: [ErrorCode] = [
    .abortError,
    .addressNotFound,
    .authError,
    .bannerCategoriesError,
    .bannerIDRequired,
    .bannerProductsAvailabilityError,
    .bannerProductsPriceError,
    .barcodeCheckDigitInvalid,
    .barcodeNotFound,
    .basketIsEmpty,
    .cardAmountExceedsTotal,
    .cardDeclined,
    .cartIsEmpty,
    .cashOutExceedsDrawer,
    .categoryIDOrProductsIDsRequired,
    .categoryIDRequired,
    .cityNotFoundById,
    .courierMinimumNotReached,
    .courierNotAssigned,
    .customerNotFound,
    .courierNotFound,
    .customerPhoneMismatch,
    .deliveryClosed,
    .deliveryCreationFailed,
    .deliveryNotFound,
    .deliveryNotFoundForOrder,
    .deliveryTimeIntervalNotAvailable,
    .emailAlreadyUsed,
    .failedToFindProductPrice,
    .failedToFindUserCart,
    .failureReasonRequired,
    .fetchCategoryError,
    .fetchFavoritesError,
    .fetchFiltersForCategoryError,
    .fetchProductByIdError,
    .fetchProductsForCategoryError,
    .fetchProductsForSaleError,
    .forbidden,
    .idempotencyKeyReused,
    .incorrectAddressNotFound,
    .internalApplicationError,
    .invalidAmount,
    .invalidCount,
    .invalidDiscount,
    .invalidEmailFormat,
    .invalidIdempotencyKey,
    .invalidOrderNumber,
    .invalidPasswordFormat,
    .invalidPhoneFormat,
    .invalidQuantity,
    .invalidReceivedAddress,
    .invalidReturnLine,
    .invalidSaleLine,
    .invalidTenderAmount,
    .invalidWeight,
    .itemsNotAvailableWithSetCount,
    .managerApprovalRequired,
    .notEnoughCash,
    .oneProductUnavailable,
    .orderAlreadyCancelled,
    .orderAlreadyHandedOver,
    .orderCreationFailed,
    .orderDateRequired,
    .orderIdRequired,
    .orderIsComplete,
    .orderNumberRequired,
    .orderStatusTransitionNotAllowed,
    .passwordsDidNotMatch,
    .paymentRequired,
    .paymentTypeRequired,
    .phoneAlreadyUsed,
    .phoneRequired,
    .pickupNotFound,
    .pickupPointNotFound,
    .pinIncorrect,
    .pinLocked,
    .pinNotSet,
    .productAlreadyStarred,
    .productIdRequired,
    .productNotSoldByWeight,
    .productsIdsRequired,
    .productUnavailable,
    .productVariantNotFound,
    .promoCodeAlreadyUsed,
    .promoCodeExpired,
    .promoCodeNotApplicable,
    .promoCodeNotFound,
    .reasonRequired,
    .receiptNotFound,
    .receiptRequired,
    .registerNotFound,
    .registerOfAnotherShop,
    .registerRequired,
    .requestInProgress,
    .requestQueryParameterRequired,
    .returnExceedsSale,
    .saleIdRequired,
    .saleNotFound,
    .serviceUnavailable,
    .shiftAlreadyOpen,
    .shiftNotFound,
    .shiftNotOpen,
    .shopNotFound,
    .staffNotAssigned,
    .statusCodeRequired,
    .statusRequired,
    .stockLocationNotFound,
    .stockQueryRequired,
    .tooManyAttempts,
    .totalSummaryNotFound,
    .unauthorized,
    .userCartUnavailable,
    .validationError,
    .xCityIdParameterRequired,
  ]

  /// The known code spelled `rawValue`, or `.unknown(rawValue)`.
  public init(rawValue: String) {
    self = ErrorCode.knownCases.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
  }

  /// The wire string.
  public var rawValue: String {
    switch self {
    case .abortError: "abortError"
    case .addressNotFound: "addressNotFound"
    case .authError: "authError"
    case .bannerCategoriesError: "bannerCategoriesError"
    case .bannerIDRequired: "bannerIDRequired"
    case .bannerProductsAvailabilityError: "bannerProductsAvailabilityError"
    case .bannerProductsPriceError: "bannerProductsPriceError"
    case .barcodeCheckDigitInvalid: "barcodeCheckDigitInvalid"
    case .barcodeNotFound: "barcodeNotFound"
    case .basketIsEmpty: "basketIsEmpty"
    case .cardAmountExceedsTotal: "cardAmountExceedsTotal"
    case .cardDeclined: "cardDeclined"
    case .cartIsEmpty: "cartIsEmpty"
    case .cashOutExceedsDrawer: "cashOutExceedsDrawer"
    case .categoryIDOrProductsIDsRequired: "categoryIDOrProductsIDsRequired"
    case .categoryIDRequired: "categoryIDRequired"
    case .cityNotFoundById: "cityNotFoundById"
    case .courierMinimumNotReached: "courierMinimumNotReached"
    case .courierNotAssigned: "courierNotAssigned"
    case .customerNotFound: "customerNotFound"
    case .courierNotFound: "courierNotFound"
    case .customerPhoneMismatch: "customerPhoneMismatch"
    case .deliveryClosed: "deliveryClosed"
    case .deliveryCreationFailed: "deliveryCreationFailed"
    case .deliveryNotFound: "deliveryNotFound"
    case .deliveryNotFoundForOrder: "deliveryNotFoundForOrder"
    case .deliveryTimeIntervalNotAvailable: "deliveryTimeIntervalNotAvailable"
    case .emailAlreadyUsed: "emailAlreadyUsed"
    case .failedToFindProductPrice: "failedToFindProductPrice"
    case .failedToFindUserCart: "failedToFindUserCart"
    case .failureReasonRequired: "failureReasonRequired"
    case .fetchCategoryError: "fetchCategoryError"
    case .fetchFavoritesError: "fetchFavoritesError"
    case .fetchFiltersForCategoryError: "fetchFiltersForCategoryError"
    case .fetchProductByIdError: "fetchProductByIdError"
    case .fetchProductsForCategoryError: "fetchProductsForCategoryError"
    case .fetchProductsForSaleError: "fetchProductsForSaleError"
    case .forbidden: "forbidden"
    case .idempotencyKeyReused: "idempotencyKeyReused"
    case .incorrectAddressNotFound: "incorrectAddressNotFound"
    case .internalApplicationError: "internalApplicationError"
    case .invalidAmount: "invalidAmount"
    case .invalidCount: "invalidCount"
    case .invalidDiscount: "invalidDiscount"
    case .invalidEmailFormat: "invalidEmailFormat"
    case .invalidIdempotencyKey: "invalidIdempotencyKey"
    case .invalidOrderNumber: "invalidOrderNumber"
    case .invalidPhoneFormat: "invalidPhoneFormat"
    case .invalidPasswordFormat: "invalidPasswordFormat"
    case .invalidQuantity: "invalidQuantity"
    case .invalidReceivedAddress: "invalidReceivedAddress"
    case .invalidReturnLine: "invalidReturnLine"
    case .invalidSaleLine: "invalidSaleLine"
    case .invalidTenderAmount: "invalidTenderAmount"
    case .invalidWeight: "invalidWeight"
    case .itemsNotAvailableWithSetCount: "itemsNotAvailableWithSetCount"
    case .managerApprovalRequired: "managerApprovalRequired"
    case .notEnoughCash: "notEnoughCash"
    case .oneProductUnavailable: "oneProductUnavailable"
    case .orderAlreadyCancelled: "orderAlreadyCancelled"
    case .orderAlreadyHandedOver: "orderAlreadyHandedOver"
    case .orderCreationFailed: "orderCreationFailed"
    case .orderDateRequired: "orderDateRequired"
    case .orderIdRequired: "orderIdRequired"
    case .orderIsComplete: "orderIsComplete"
    case .orderNumberRequired: "orderNumberRequired"
    case .orderStatusTransitionNotAllowed: "orderStatusTransitionNotAllowed"
    case .passwordsDidNotMatch: "passwordsDidNotMatch"
    case .paymentRequired: "paymentRequired"
    case .paymentTypeRequired: "paymentTypeRequired"
    case .phoneAlreadyUsed: "phoneAlreadyUsed"
    case .phoneRequired: "phoneRequired"
    case .pickupNotFound: "pickupNotFound"
    case .pickupPointNotFound: "pickupPointNotFound"
    case .pinIncorrect: "pinIncorrect"
    case .pinLocked: "pinLocked"
    case .pinNotSet: "pinNotSet"
    case .productAlreadyStarred: "productAlreadyStarred"
    case .productIdRequired: "productIdRequired"
    case .productNotSoldByWeight: "productNotSoldByWeight"
    case .productsIdsRequired: "productsIdsRequired"
    case .productUnavailable: "productUnavailable"
    case .productVariantNotFound: "productVariantNotFound"
    case .promoCodeAlreadyUsed: "promoCodeAlreadyUsed"
    case .promoCodeExpired: "promoCodeExpired"
    case .promoCodeNotApplicable: "promoCodeNotApplicable"
    case .promoCodeNotFound: "promoCodeNotFound"
    case .reasonRequired: "reasonRequired"
    case .receiptNotFound: "receiptNotFound"
    case .receiptRequired: "receiptRequired"
    case .registerNotFound: "registerNotFound"
    case .registerOfAnotherShop: "registerOfAnotherShop"
    case .registerRequired: "registerRequired"
    case .requestInProgress: "requestInProgress"
    case .requestQueryParameterRequired: "requestQueryParameterRequired"
    case .returnExceedsSale: "returnExceedsSale"
    case .saleIdRequired: "saleIdRequired"
    case .saleNotFound: "saleNotFound"
    case .serviceUnavailable: "Service Unavailable"
    case .shiftAlreadyOpen: "shiftAlreadyOpen"
    case .shiftNotFound: "shiftNotFound"
    case .shiftNotOpen: "shiftNotOpen"
    case .shopNotFound: "shopNotFound"
    case .staffNotAssigned: "staffNotAssigned"
    case .statusCodeRequired: "statusCodeRequired"
    case .statusRequired: "statusRequired"
    case .stockLocationNotFound: "stockLocationNotFound"
    case .stockQueryRequired: "stockQueryRequired"
    case .tooManyAttempts: "tooManyAttempts"
    case .totalSummaryNotFound: "totalSummaryNotFound"
    case .unauthorized: "Unauthorized"
    case .userCartUnavailable: "userCartUnavailable"
    case .validationError: "validationError"
    case .xCityIdParameterRequired: "xCityIdParameterRequired"
    case .unknown(let code): code
    }
  }

  /// Decodes a JSON string; unknown strings become `.unknown`.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the wire string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
