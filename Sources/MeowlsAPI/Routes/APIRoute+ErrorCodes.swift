extension APIRoute {
  /// The contract's codes this route answers for its own reasons, beside the ones every route of its kind has
  /// (`abortError`, the access errors, `tooManyRequests`; `OpenAPIDocument+Errors.swift`).
  ///
  /// NB: listed per feature from the server's error enums; the schemathesis run (`make openapi-test`) fails on an
  /// answer whose code a route does not list here.
  var errorCodes: [ErrorCode] {
    switch self {
    case .accounts(let route):
      switch route {
      case .address: [.addressNotFound]
      case .create, .edit:
        [
          .emailAlreadyUsed, .invalidEmailFormat, .invalidPasswordFormat, .invalidPhoneFormat, .passwordsDidNotMatch,
          .phoneAlreadyUsed, .phoneRequired, .validationError,
        ]
      case .login: [.authError, .invalidPhoneFormat, .tooManyAttempts]
      case .current, .delete, .logout, .refreshToken: []
      }
    case .admin(let route): route.errorCodes
    case .cart: Self.cartCodes
    case .catalog(let route):
      switch route {
      case .categories: [.fetchCategoryError]
      case .filters: [.categoryIDRequired, .fetchFiltersForCategoryError]
      case .mainPage: [.bannerProductsAvailabilityError, .bannerProductsPriceError]
      case .product: [.productIdRequired, .fetchProductByIdError]
      case .products:
        [
          .categoryIDOrProductsIDsRequired, .fetchProductsForCategoryError, .fetchProductsForSaleError,
          .productsIdsRequired,
        ]
      case .sale: [.saleIdRequired, .saleNotFound]
      case .sales: []
      }
    case .checkout(let route):
      switch route {
      case .availableDates, .availableDeliveries, .availablePayments, .pickupPoints:
        [.xCityIdParameterRequired, .cityNotFoundById]
      case .calculate, .purchase:
        Self.cartCodes + [
          .cartIsEmpty, .cityNotFoundById, .courierMinimumNotReached, .deliveryCreationFailed,
          .deliveryTimeIntervalNotAvailable, .idempotencyKeyReused, .invalidIdempotencyKey, .invalidReceivedAddress,
          .itemsNotAvailableWithSetCount, .paymentTypeRequired, .pickupPointNotFound, .requestInProgress,
          .xCityIdParameterRequired,
        ]
      }
    case .favorites(let route):
      switch route {
      case .count, .list: []
      case .star, .unstar: [.productAlreadyStarred, .productNotFound, .productsIdsRequired]
      }
    case .geography: []
    case .orders(let route):
      switch route {
      case .cancel: [.invalidOrderNumber, .orderAlreadyCancelled, .orderIdRequired, .orderIsComplete]
      case .detail, .repeat: [.invalidOrderNumber, .orderNumberRequired] + Self.cartCodes
      case .list: []
      }
    case .pos(let route): route.errorCodes
    case .search: [.requestQueryParameterRequired]
    case .suggestions: [.incorrectAddressNotFound, .invalidReceivedAddress]
    case .system: []
    }
  }

  /// A cart's codes: stock, unknown articles and promo codes.
  static let cartCodes: [ErrorCode] = [
    .oneProductUnavailable, .productUnavailable, .productVariantNotFound, .promoCodeAlreadyUsed, .promoCodeExpired,
    .promoCodeNotApplicable, .promoCodeNotFound,
  ]
}

extension APIRoute.Admin {
  /// The back office's own codes, per area.
  var errorCodes: [ErrorCode] {
    let catalogue: [ErrorCode] = [
      .articleTaken, .barcodeTaken, .categoryArchived, .categoryCycle, .categoryHasProducts, .categoryNotEmpty,
      .categoryNotFound, .categoryNotLeaf, .invalidBarcode, .invalidPrice, .pluTaken, .productNotFound,
      .validationError,
    ]
    let pictures: [ErrorCode] = [
      .pictureNotFound, .pictureTooLarge, .pictureUnreadable, .productNotFound, .unsupportedPictureType,
      .validationError,
    ]
    let stock: [ErrorCode] = [
      .barcodeCheckDigitInvalid, .barcodeNotFound, .invalidQuantity, .productVariantNotFound, .stockLocationNotFound,
      .stockQueryRequired, .validationError,
    ]
    switch self {
    case .archiveCategory, .archiveProduct, .audit, .categories, .createCategory, .createProduct, .editProduct,
      .moveCategory, .product, .products, .renameCategory, .unarchiveCategory, .unarchiveProduct:
      return catalogue
    case .deletePicture, .productPictures, .reorderPictures, .uploadPicture: return pictures
    case .correctStock, .productStock, .receiveStock: return stock + [.productNotFound]
    case .importPrices, .importYML:
      return [.forbidden, .importArchiveUnreadable, .importRejected, .importUnreadable, .stockLocationNotFound]
    case .mainPage:
      return pictures + [
        .bannerNotFound, .invalidSaleWindow, .redirectTargetNotFound, .saleCodeTaken, .saleLinkedToBanner,
        .saleNotFound, .categoryNotFound,
      ]
    case .orders:
      return [
        .invalidAmount, .orderNotFound, .orderNotPaid, .orderStatusTransitionNotAllowed, .paymentRequired,
        .refundExceedsPayment, .statusCodeRequired, .statusRequired, .validationError,
      ]
    case .places:
      return [
        .cityHasOpenShops, .cityNameTaken, .cityNotFound, .invalidLocation, .invalidOpeningHours, .invalidTimeZone,
        .lastOpenWarehouse, .registerHasOpenShift, .registerNotFound, .shopCodeTaken, .shopNotFound, .validationError,
      ]
    case .promoCodes:
      return [.categoryNotFound, .productNotFound, .promoCodeNotFound, .promoCodeTaken, .validationError]
    case .staff:
      return [
        .invalidPhoneFormat, .invalidPin, .invalidPasswordFormat, .phoneAlreadyUsed, .phoneRequired, .shopNotFound,
        .staffNotFound, .validationError,
      ]
    }
  }
}

extension APIRoute.POS {
  /// The POS's own codes, per area.
  var errorCodes: [ErrorCode] {
    let register: [ErrorCode] = [.registerLocked, .registerNotFound, .registerOfAnotherShop, .registerRequired]
    let fiscal: [ErrorCode] = [.fiscalRegistrarError, .fiscalRegistrarUnavailable]
    let tender: [ErrorCode] = [.cardAmountExceedsTotal, .cardDeclined, .invalidTenderAmount, .notEnoughCash]
    switch self {
    case .couriers:
      return [
        .courierNotAssigned, .courierNotFound, .deliveryClosed, .deliveryNotFound, .failureReasonRequired,
        .paymentRequired,
      ] + tender
    case .pickup:
      return register + tender + [
        .customerPhoneMismatch, .orderAlreadyHandedOver, .orderNotReady, .paymentRequired, .pickupNotFound,
      ]
    case .reports: return [.shopNotFound, .shopRequired]
    case .returns:
      return register + fiscal + [
        .idempotencyKeyReused, .invalidReturnLine, .receiptNotFound, .receiptRequired, .returnExceedsSale,
        .shiftNotOpen,
      ]
    case .sales:
      return register + fiscal + tender + [
        .barcodeCheckDigitInvalid, .barcodeNotFound, .basketIsEmpty, .cashierNotAtShop, .customerNotFound,
        .idempotencyKeyReused, .invalidDiscount, .invalidQuantity, .invalidSaleLine, .invalidWeight,
        .invalidPhoneFormat, .itemsNotAvailableWithSetCount, .productNotSoldByWeight, .productVariantNotFound,
        .promoCodeAlreadyUsed, .promoCodeExpired, .promoCodeNotApplicable, .promoCodeNotFound, .receiptNotFound,
        .saleTimeOutOfRange, .shiftNotOpen, .shopNotFound,
      ]
    case .shifts:
      return register + fiscal + [
        .cashMovementNotFound, .cashOutExceedsDrawer, .idempotencyKeyReused, .invalidAmount, .invalidCount,
        .reasonRequired, .shiftAlreadyOpen, .shiftNotFound, .shiftNotOpen,
      ]
    case .staff:
      return register + [
        .invalidPin, .pinIncorrect, .pinLocked, .pinNotSet, .staffDisabled, .staffNotAssigned, .staffNotFound,
        .authError, .tooManyAttempts, .validationError,
      ]
    case .stock:
      return [
        .barcodeCheckDigitInvalid, .barcodeNotFound, .invalidQuantity, .productVariantNotFound, .stockLocationNotFound,
        .stockQueryRequired,
      ]
    }
  }
}
