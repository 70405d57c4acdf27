/// The `code` of an error body (`api.md` §2.2, §2.4, §2.5 and the codes added in `decisions.md`).
///
/// A value type with a static member per code of the contract, as swift-http-types spells `HTTPResponse.Status`:
/// each code is written once, here, with its wire spelling. Any other string decodes too and encodes back
/// unchanged (`unknown(_:)`), so a newer server never breaks a client.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
  /// The wire string.
  public var rawValue: String

  /// The code spelled `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A code this version has no member for, as sent.
  public static func unknown(_ rawValue: String) -> ErrorCode {
    ErrorCode(rawValue: rawValue)
  }

  /// Decodes a JSON string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the wire string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Framework abort: unknown route (404), undecodable body or query (400), 413, 415, missing token (401).
  public static let abortError = ErrorCode(rawValue: "abortError")
  /// 400: Address not found (`/users/address` without a saved address).
  public static let addressNotFound = ErrorCode(rawValue: "addressNotFound")
  /// 409: another variant already has this article (new in the MEOWLS back office).
  public static let articleTaken = ErrorCode(rawValue: "articleTaken")
  /// 401: Invalid phone or password (any abort on a path with a `login` segment).
  public static let authError = ErrorCode(rawValue: "authError")
  /// 500: Categories Banner error.
  public static let bannerCategoriesError = ErrorCode(rawValue: "bannerCategoriesError")
  /// 500: Banner ID is required.
  public static let bannerIDRequired = ErrorCode(rawValue: "bannerIDRequired")
  /// 404: an admin's banner route naming no banner (new in the MEOWLS back office).
  public static let bannerNotFound = ErrorCode(rawValue: "bannerNotFound")
  /// 500: a listed variant has no availability information.
  public static let bannerProductsAvailabilityError = ErrorCode(rawValue: "bannerProductsAvailabilityError")
  /// 500: a listed variant has no price.
  public static let bannerProductsPriceError = ErrorCode(rawValue: "bannerProductsPriceError")
  /// 400: a scanned EAN-13 whose check digit is wrong, a misread (new in MEOWLS POS).
  public static let barcodeCheckDigitInvalid = ErrorCode(rawValue: "barcodeCheckDigitInvalid")
  /// 404: no variant has this barcode, article or PLU (new in MEOWLS POS).
  public static let barcodeNotFound = ErrorCode(rawValue: "barcodeNotFound")
  /// 409: another variant already has this barcode (new in the MEOWLS back office).
  public static let barcodeTaken = ErrorCode(rawValue: "barcodeTaken")
  /// 400: a POS sale without lines (new in MEOWLS POS).
  public static let basketIsEmpty = ErrorCode(rawValue: "basketIsEmpty")
  /// 400: a card payment above the amount due; change is given from cash only (new in MEOWLS POS).
  public static let cardAmountExceedsTotal = ErrorCode(rawValue: "cardAmountExceedsTotal")
  /// 400: the card terminal declined the payment (new in MEOWLS POS).
  public static let cardDeclined = ErrorCode(rawValue: "cardDeclined")
  /// 400: purchase of an empty cart (new in MEOWLS).
  public static let cartIsEmpty = ErrorCode(rawValue: "cartIsEmpty")
  /// 404: no cash movement of a shift of the caller's shop has this id (new in MEOWLS POS).
  public static let cashMovementNotFound = ErrorCode(rawValue: "cashMovementNotFound")
  /// 400: a cash out of more than the drawer should hold (new in MEOWLS POS).
  public static let cashOutExceedsDrawer = ErrorCode(rawValue: "cashOutExceedsDrawer")
  /// 422: a sale's `cashier_id` names no active cashier, manager or admin of the register's shop (new in MEOWLS POS).
  public static let cashierNotAtShop = ErrorCode(rawValue: "cashierNotAtShop")
  /// 409: the category (or the parent named) is archived (new in the MEOWLS back office).
  public static let categoryArchived = ErrorCode(rawValue: "categoryArchived")
  /// 409: a category cannot move under itself or one of its descendants (new in the MEOWLS back office).
  public static let categoryCycle = ErrorCode(rawValue: "categoryCycle")
  /// 409: a category holding products of its own cannot get child categories (new in the MEOWLS back office).
  public static let categoryHasProducts = ErrorCode(rawValue: "categoryHasProducts")
  /// 400: `/products` without any listing parameter.
  public static let categoryIDOrProductsIDsRequired = ErrorCode(rawValue: "categoryIDOrProductsIDsRequired")
  /// 400: Category ID is required (`/filters`).
  public static let categoryIDRequired = ErrorCode(rawValue: "categoryIDRequired")
  /// 409: a category still holding products or categories that are not archived (new in the MEOWLS back office).
  public static let categoryNotEmpty = ErrorCode(rawValue: "categoryNotEmpty")
  /// 404: no category has this id (new in the MEOWLS back office).
  public static let categoryNotFound = ErrorCode(rawValue: "categoryNotFound")
  /// 409: products are listed in leaf categories only (new in the MEOWLS back office).
  public static let categoryNotLeaf = ErrorCode(rawValue: "categoryNotLeaf")
  /// 409: hiding a city that still has open shops or warehouses; close them first (new in the MEOWLS back office).
  public static let cityHasOpenShops = ErrorCode(rawValue: "cityHasOpenShops")
  /// 409: another city already has this name (new in the MEOWLS back office).
  public static let cityNameTaken = ErrorCode(rawValue: "cityNameTaken")
  /// 404: an admin's city route, or a shop's `city_id`, naming no city (new in the MEOWLS back office).
  public static let cityNotFound = ErrorCode(rawValue: "cityNotFound")
  /// 400: City not found by ID for timezone.
  public static let cityNotFoundById = ErrorCode(rawValue: "cityNotFoundById")
  /// 400: a courier order below the minimum goods total the delivery option announces (new in MEOWLS).
  public static let courierMinimumNotReached = ErrorCode(rawValue: "courierMinimumNotReached")
  /// 403: a courier acting on a delivery assigned to another courier (new in MEOWLS).
  public static let courierNotAssigned = ErrorCode(rawValue: "courierNotAssigned")
  /// 404: a POS sale naming a phone no customer has (new in MEOWLS POS).
  public static let customerNotFound = ErrorCode(rawValue: "customerNotFound")
  /// 404: assigning a delivery to someone who is no courier of a shop in the order's city (new in MEOWLS).
  public static let courierNotFound = ErrorCode(rawValue: "courierNotFound")
  /// 400: a pick-up hand-over whose phone is not the order's customer's (new in MEOWLS).
  public static let customerPhoneMismatch = ErrorCode(rawValue: "customerPhoneMismatch")
  /// 409: a delivery already delivered or failed, or an order no longer open (new in MEOWLS).
  public static let deliveryClosed = ErrorCode(rawValue: "deliveryClosed")
  /// 400: purchase without city, interval or a parsable delivery date.
  public static let deliveryCreationFailed = ErrorCode(rawValue: "deliveryCreationFailed")
  /// 404: no courier order with this number that the caller may see (new in MEOWLS).
  public static let deliveryNotFound = ErrorCode(rawValue: "deliveryNotFound")
  /// 500: Delivery for order not found.
  public static let deliveryNotFoundForOrder = ErrorCode(rawValue: "deliveryNotFoundForOrder")
  /// 400: the chosen delivery interval is no longer offered.
  public static let deliveryTimeIntervalNotAvailable = ErrorCode(rawValue: "deliveryTimeIntervalNotAvailable")
  /// 400: registration with an email already in use (new in MEOWLS).
  public static let emailAlreadyUsed = ErrorCode(rawValue: "emailAlreadyUsed")
  /// 500: Failed to find product price for cart item.
  public static let failedToFindProductPrice = ErrorCode(rawValue: "failedToFindProductPrice")
  /// 500: Failed to find user cart.
  public static let failedToFindUserCart = ErrorCode(rawValue: "failedToFindUserCart")
  /// 400: a failed delivery without a reason (new in MEOWLS).
  public static let failureReasonRequired = ErrorCode(rawValue: "failureReasonRequired")
  /// 500: Error fetching category with ID.
  public static let fetchCategoryError = ErrorCode(rawValue: "fetchCategoryError")
  /// 500: Error fetching favorites for user.
  public static let fetchFavoritesError = ErrorCode(rawValue: "fetchFavoritesError")
  /// 500: `/filters` for an unknown category.
  public static let fetchFiltersForCategoryError = ErrorCode(rawValue: "fetchFiltersForCategoryError")
  /// 500: `/products/{id}` for an unknown product.
  public static let fetchProductByIdError = ErrorCode(rawValue: "fetchProductByIdError")
  /// 500: `/products?category_id=` for an unknown category.
  public static let fetchProductsForCategoryError = ErrorCode(rawValue: "fetchProductsForCategoryError")
  /// 500: `/products?sale_id=` for an unknown sale.
  public static let fetchProductsForSaleError = ErrorCode(rawValue: "fetchProductsForSaleError")
  /// 502: the fiscal registrar refused the document; nothing was recorded (new in MEOWLS POS).
  public static let fiscalRegistrarError = ErrorCode(rawValue: "fiscalRegistrarError")
  /// 503: the fiscal registrar did not answer; the sale, return or shift change was not recorded (new in MEOWLS POS).
  public static let fiscalRegistrarUnavailable = ErrorCode(rawValue: "fiscalRegistrarUnavailable")
  /// 403: a customer or a staff role not allowed to use a POS route (new in MEOWLS).
  public static let forbidden = ErrorCode(rawValue: "forbidden")
  /// 422: an `Idempotency-Key` reused with a different body (new in MEOWLS).
  public static let idempotencyKeyReused = ErrorCode(rawValue: "idempotencyKeyReused")
  /// 400: a YML import's picture archive that is not a readable ZIP (not a ZIP, cut short, a damaged entry), or one
  /// over the archive's limits (entries, uncompressed bytes); refused whole (new in the MEOWLS back office).
  public static let importArchiveUnreadable = ErrorCode(rawValue: "importArchiveUnreadable")
  /// 422: an import file with row errors, refused whole; `failures` name each line and field (new in the MEOWLS back
  /// office).
  public static let importRejected = ErrorCode(rawValue: "importRejected")
  /// 400: an import file that is not the format named: not YML, not a CSV with a known header (new in the MEOWLS
  /// back office).
  public static let importUnreadable = ErrorCode(rawValue: "importUnreadable")
  /// 400: Address not found. Incorrect address.
  public static let incorrectAddressNotFound = ErrorCode(rawValue: "incorrectAddressNotFound")
  /// 500: Something went wrong.
  public static let internalApplicationError = ErrorCode(rawValue: "internalApplicationError")
  /// 400: a negative opening float, or a cash movement of 0 or less (new in MEOWLS POS).
  public static let invalidAmount = ErrorCode(rawValue: "invalidAmount")
  /// 400: a barcode that is not an EAN-13 with its check digit (new in the MEOWLS back office).
  public static let invalidBarcode = ErrorCode(rawValue: "invalidBarcode")
  /// 400: a closing count naming a tender twice or with a negative amount (new in MEOWLS POS).
  public static let invalidCount = ErrorCode(rawValue: "invalidCount")
  /// 400: a POS discount below zero or above 100 % (new in MEOWLS POS).
  public static let invalidDiscount = ErrorCode(rawValue: "invalidDiscount")
  /// 400: Invalid email format.
  public static let invalidEmailFormat = ErrorCode(rawValue: "invalidEmailFormat")
  /// 400: a latitude outside −90…90 or a longitude outside −180…180, or only one of them (new in the MEOWLS back office).
  public static let invalidLocation = ErrorCode(rawValue: "invalidLocation")
  /// 400: opening hours that are not `HH:MM`, close before they open, name no weekday or one twice (new in the MEOWLS back office).
  public static let invalidOpeningHours = ErrorCode(rawValue: "invalidOpeningHours")
  /// 400: Invalid order number. Order not found.
  public static let invalidOrderNumber = ErrorCode(rawValue: "invalidOrderNumber")
  /// 400: a phone written with other than ASCII digits (full-width or other scripts' digits) or longer than 32
  /// characters (new in MEOWLS).
  public static let invalidPhoneFormat = ErrorCode(rawValue: "invalidPhoneFormat")
  /// 400: Invalid password format.
  public static let invalidPasswordFormat = ErrorCode(rawValue: "invalidPasswordFormat")
  /// 400: an `Idempotency-Key` header that is empty or longer than 255 characters (new in MEOWLS).
  public static let invalidIdempotencyKey = ErrorCode(rawValue: "invalidIdempotencyKey")
  /// 400: a PIN that is not 4 to 6 digits (new in MEOWLS POS).
  public static let invalidPin = ErrorCode(rawValue: "invalidPin")
  /// 400: an invalid quantity: a POS line of zero or fewer pieces, a stock receipt of no units, or a count below
  /// zero (new in MEOWLS POS).
  public static let invalidQuantity = ErrorCode(rawValue: "invalidQuantity")
  /// 400: a price, old price or price per kilogram out of range or out of order (new in the MEOWLS back office).
  public static let invalidPrice = ErrorCode(rawValue: "invalidPrice")
  /// 400: The received address is invalid.
  public static let invalidReceivedAddress = ErrorCode(rawValue: "invalidReceivedAddress")
  /// 400: a return naming a line the receipt lacks, a quantity of 0 or less, or a line twice (new in MEOWLS POS).
  public static let invalidReturnLine = ErrorCode(rawValue: "invalidReturnLine")
  /// 400: a POS sale line with both or neither of code and variant id, or a count on a weighed line (new in MEOWLS POS).
  public static let invalidSaleLine = ErrorCode(rawValue: "invalidSaleLine")
  /// 400: a sale whose last day is before its first (new in the MEOWLS back office).
  public static let invalidSaleWindow = ErrorCode(rawValue: "invalidSaleWindow")
  /// 400: a negative cash or card amount (new in MEOWLS POS).
  public static let invalidTenderAmount = ErrorCode(rawValue: "invalidTenderAmount")
  /// 400: a time zone that is no IANA identifier, e.g. `Asia/Novosibirsk` (new in the MEOWLS back office).
  public static let invalidTimeZone = ErrorCode(rawValue: "invalidTimeZone")
  /// 400: a weight of 0 g, or above 99.999 kg (new in MEOWLS POS).
  public static let invalidWeight = ErrorCode(rawValue: "invalidWeight")
  /// 400: purchase with an item count above stock.
  public static let itemsNotAvailableWithSetCount = ErrorCode(rawValue: "itemsNotAvailableWithSetCount")
  /// 409: closing the only open warehouse, which courier orders and the listed stock come from (new in the MEOWLS back office).
  public static let lastOpenWarehouse = ErrorCode(rawValue: "lastOpenWarehouse")
  /// 403: a manager-only action by a cashier without a manager's PIN in `X-Manager-PIN` (new in MEOWLS).
  public static let managerApprovalRequired = ErrorCode(rawValue: "managerApprovalRequired")
  /// 400: cash and card together do not cover the amount due (new in MEOWLS POS).
  public static let notEnoughCash = ErrorCode(rawValue: "notEnoughCash")
  /// 400: a cart line already in the cart raised above stock.
  public static let oneProductUnavailable = ErrorCode(rawValue: "oneProductUnavailable")
  /// 400: Order has already been cancelled.
  public static let orderAlreadyCancelled = ErrorCode(rawValue: "orderAlreadyCancelled")
  /// 409: a second hand-over of a pick-up order (new in MEOWLS).
  public static let orderAlreadyHandedOver = ErrorCode(rawValue: "orderAlreadyHandedOver")
  /// 500: Order creation failed.
  public static let orderCreationFailed = ErrorCode(rawValue: "orderCreationFailed")
  /// 500: order without a date (defensive).
  public static let orderDateRequired = ErrorCode(rawValue: "orderDateRequired")
  /// 400: `/orders/{n}/cancel` with a non-integer n.
  public static let orderIdRequired = ErrorCode(rawValue: "orderIdRequired")
  /// 400: a COMPLETED order cannot be cancelled.
  public static let orderIsComplete = ErrorCode(rawValue: "orderIsComplete")
  /// 404: the back office's order id names no order (new in MEOWLS admin).
  public static let orderNotFound = ErrorCode(rawValue: "orderNotFound")
  /// 409: a refund of an order that is not paid (new in MEOWLS admin).
  public static let orderNotPaid = ErrorCode(rawValue: "orderNotPaid")
  /// 409: a pick-up handed over before it was made ready (new in MEOWLS POS).
  public static let orderNotReady = ErrorCode(rawValue: "orderNotReady")
  /// 400: `/orders/{n}` or `/orders/{n}/repeat` with a non-integer n.
  public static let orderNumberRequired = ErrorCode(rawValue: "orderNumberRequired")
  /// 400: a status change the order's lifecycle does not allow, e.g. READY_FOR_PICKUP for a courier order (new in
  /// MEOWLS).
  public static let orderStatusTransitionNotAllowed = ErrorCode(rawValue: "orderStatusTransitionNotAllowed")
  /// 400: Passwords did not match.
  public static let passwordsDidNotMatch = ErrorCode(rawValue: "passwordsDidNotMatch")
  /// 400: handing over or delivering an unpaid order without a payment (new in MEOWLS).
  public static let paymentRequired = ErrorCode(rawValue: "paymentRequired")
  /// 400: Payment type is required.
  public static let paymentTypeRequired = ErrorCode(rawValue: "paymentTypeRequired")
  /// 400: Phone number is already in use.
  public static let phoneAlreadyUsed = ErrorCode(rawValue: "phoneAlreadyUsed")
  /// 400: Phone number is required.
  public static let phoneRequired = ErrorCode(rawValue: "phoneRequired")
  /// 404: no pick-up order with this number at the caller's shop (new in MEOWLS).
  public static let pickupNotFound = ErrorCode(rawValue: "pickupNotFound")
  /// 400: a `self_pickup` purchase naming no MEOWLS shop, or an unknown one (new in MEOWLS).
  public static let pickupPointNotFound = ErrorCode(rawValue: "pickupPointNotFound")
  /// 404: the product has no picture with this id (new in the MEOWLS back office).
  public static let pictureNotFound = ErrorCode(rawValue: "pictureNotFound")
  /// 413: an uploaded picture over 20 MB, 50 megapixels or 12,000 pixels a side (new in the MEOWLS back office).
  public static let pictureTooLarge = ErrorCode(rawValue: "pictureTooLarge")
  /// 400: an uploaded picture that is empty, cut short or corrupt (new in the MEOWLS back office).
  public static let pictureUnreadable = ErrorCode(rawValue: "pictureUnreadable")
  /// 409: another variant already has this PLU (new in the MEOWLS back office).
  public static let pluTaken = ErrorCode(rawValue: "pluTaken")
  /// 403: a wrong staff PIN; five in a row lock it (new in MEOWLS).
  public static let pinIncorrect = ErrorCode(rawValue: "pinIncorrect")
  /// 423: a staff PIN locked for 15 minutes after five wrong tries; see `Retry-After` (new in MEOWLS).
  public static let pinLocked = ErrorCode(rawValue: "pinLocked")
  /// 409: unlocking or approving with a staff member who has no PIN yet (new in MEOWLS).
  public static let pinNotSet = ErrorCode(rawValue: "pinNotSet")
  /// 208 (a success warning): some starred products were already favourites.
  public static let productAlreadyStarred = ErrorCode(rawValue: "productAlreadyStarred")
  /// 400: `/products/{id}` with a non-UUID id.
  public static let productIdRequired = ErrorCode(rawValue: "productIdRequired")
  /// 404: no product has this id (new in the MEOWLS back office).
  public static let productNotFound = ErrorCode(rawValue: "productNotFound")
  /// 400: a weight (weight barcode or typed grams) for a variant sold by the piece (new in MEOWLS POS).
  public static let productNotSoldByWeight = ErrorCode(rawValue: "productNotSoldByWeight")
  /// 400: Products IDs query parameter is required (defined, unused).
  public static let productsIdsRequired = ErrorCode(rawValue: "productsIdsRequired")
  /// 400: a new cart line above stock.
  public static let productUnavailable = ErrorCode(rawValue: "productUnavailable")
  /// Product variant not found: an unknown article (400 from the cart in MEOWLS; 500 in the original).
  public static let productVariantNotFound = ErrorCode(rawValue: "productVariantNotFound")
  /// 400: a once-per-user promo code already used (new in MEOWLS).
  public static let promoCodeAlreadyUsed = ErrorCode(rawValue: "promoCodeAlreadyUsed")
  /// 400: a promo code outside its validity window or inactive (new in MEOWLS).
  public static let promoCodeExpired = ErrorCode(rawValue: "promoCodeExpired")
  /// 400: a promo code that does not apply to this cart (new in MEOWLS).
  public static let promoCodeNotApplicable = ErrorCode(rawValue: "promoCodeNotApplicable")
  /// 400: an unknown promo code (new in MEOWLS).
  public static let promoCodeNotFound = ErrorCode(rawValue: "promoCodeNotFound")
  /// 409: a new promo code spelled as another one, in any letter case (new in the MEOWLS back office).
  public static let promoCodeTaken = ErrorCode(rawValue: "promoCodeTaken")
  /// 400: a cash movement or return without a reason (new in MEOWLS POS).
  public static let reasonRequired = ErrorCode(rawValue: "reasonRequired")
  /// 404: no sale of the caller's shop has this receipt number (new in MEOWLS POS).
  public static let receiptNotFound = ErrorCode(rawValue: "receiptNotFound")
  /// 400: a return without a receipt number (new in MEOWLS POS).
  public static let receiptRequired = ErrorCode(rawValue: "receiptRequired")
  /// 422: a banner redirect to a sale or category that does not exist (new in the MEOWLS back office).
  public static let redirectTargetNotFound = ErrorCode(rawValue: "redirectTargetNotFound")
  /// 409: retiring a register with a shift open; close the shift first (new in the MEOWLS back office).
  public static let registerHasOpenShift = ErrorCode(rawValue: "registerHasOpenShift")
  /// 403: a sale, return or shift opening at a register the caller has not unlocked with their PIN, or that locked itself after idling or a logout (new in MEOWLS POS).
  public static let registerLocked = ErrorCode(rawValue: "registerLocked")
  /// 404: an unknown register, or one of another shop (new in MEOWLS).
  public static let registerNotFound = ErrorCode(rawValue: "registerNotFound")
  /// 400: a pick-up hand-over taking a payment at a register of another shop than the order's (new in MEOWLS POS).
  public static let registerOfAnotherShop = ErrorCode(rawValue: "registerOfAnotherShop")
  /// 400: a pick-up hand-over taking a payment without `register_id` (new in MEOWLS POS).
  public static let registerRequired = ErrorCode(rawValue: "registerRequired")
  /// 409: a purchase with the same `Idempotency-Key` is still running (new in MEOWLS).
  public static let requestInProgress = ErrorCode(rawValue: "requestInProgress")
  /// 400: `/search/suggestions` without `query`.
  public static let requestQueryParameterRequired = ErrorCode(rawValue: "requestQueryParameterRequired")
  /// 409: a refund of more than is left of an order's payment after earlier refunds (new in MEOWLS admin).
  public static let refundExceedsPayment = ErrorCode(rawValue: "refundExceedsPayment")
  /// 409: a return of more than is left of a sale after earlier returns (new in MEOWLS POS).
  public static let returnExceedsSale = ErrorCode(rawValue: "returnExceedsSale")
  /// 409: a sale code another sale has (new in the MEOWLS back office).
  public static let saleCodeTaken = ErrorCode(rawValue: "saleCodeTaken")
  /// 400: `/sales/{id}` with a non-UUID id.
  public static let saleIdRequired = ErrorCode(rawValue: "saleIdRequired")
  /// 409: deleting a sale banners still lead to (new in the MEOWLS back office).
  public static let saleLinkedToBanner = ErrorCode(rawValue: "saleLinkedToBanner")
  /// 400: Invalid sale id. Sale not found.
  public static let saleNotFound = ErrorCode(rawValue: "saleNotFound")
  /// 400: a sale's `sold_at` more than 25 hours before now or more than 5 minutes after (new in MEOWLS POS).
  public static let saleTimeOutOfRange = ErrorCode(rawValue: "saleTimeOutOfRange")
  /// 503: the database is unreachable (wire text `Service Unavailable`).
  public static let serviceUnavailable = ErrorCode(rawValue: "Service Unavailable")
  /// 409: opening a shift on a register that has one open (new in MEOWLS POS).
  public static let shiftAlreadyOpen = ErrorCode(rawValue: "shiftAlreadyOpen")
  /// 404: an unknown shift, one of another shop, or no open shift on the register (new in MEOWLS POS).
  public static let shiftNotFound = ErrorCode(rawValue: "shiftNotFound")
  /// 409: a closed shift, or a sale or return on a register without an open shift (new in MEOWLS POS).
  public static let shiftNotOpen = ErrorCode(rawValue: "shiftNotOpen")
  /// 409: another shop or warehouse already has this code (new in the MEOWLS back office).
  public static let shopCodeTaken = ErrorCode(rawValue: "shopCodeTaken")
  /// 404: a report for a shop that does not exist (new in MEOWLS POS).
  public static let shopNotFound = ErrorCode(rawValue: "shopNotFound")
  /// 400: an admin of no shop asking for a shop's report without shop_id (new in MEOWLS POS).
  public static let shopRequired = ErrorCode(rawValue: "shopRequired")
  /// 403: a disabled staff member signing in or using a token or PIN (new in MEOWLS POS).
  public static let staffDisabled = ErrorCode(rawValue: "staffDisabled")
  /// 403: a staff member not assigned to a shop (or to another shop than the one acted on) (new in MEOWLS).
  public static let staffNotAssigned = ErrorCode(rawValue: "staffNotAssigned")
  /// 404: an admin's staff route naming no staff account (new in MEOWLS POS).
  public static let staffNotFound = ErrorCode(rawValue: "staffNotFound")
  /// 500: order without a status code (defensive).
  public static let statusCodeRequired = ErrorCode(rawValue: "statusCodeRequired")
  /// 500: order without a status (defensive).
  public static let statusRequired = ErrorCode(rawValue: "statusRequired")
  /// 404: a stock location that is unknown or not the caller's shop (new in MEOWLS).
  public static let stockLocationNotFound = ErrorCode(rawValue: "stockLocationNotFound")
  /// 400: a stock lookup or change that names no variant (new in MEOWLS).
  public static let stockQueryRequired = ErrorCode(rawValue: "stockQueryRequired")
  /// 429: login throttled; see `Retry-After` (new in MEOWLS).
  public static let tooManyAttempts = ErrorCode(rawValue: "tooManyAttempts")
  /// 429: a client address over its API rate limit (`meowls serve --rate-limit`); see `Retry-After` (new in MEOWLS).
  public static let tooManyRequests = ErrorCode(rawValue: "tooManyRequests")
  /// 500: checkout on a cart without a stored TOTAL summary.
  public static let totalSummaryNotFound = ErrorCode(rawValue: "totalSummaryNotFound")
  /// 401: expired token (wire text `Unauthorized`).
  public static let unauthorized = ErrorCode(rawValue: "Unauthorized")
  /// 415: an uploaded picture that is not JPEG, PNG or WebP by its bytes (new in the MEOWLS back office).
  public static let unsupportedPictureType = ErrorCode(rawValue: "unsupportedPictureType")
  /// 500: User cart is unavailable (unused).
  public static let userCartUnavailable = ErrorCode(rawValue: "userCartUnavailable")
  /// 400: Validation errors occurs.
  public static let validationError = ErrorCode(rawValue: "validationError")
  /// 400: missing or invalid `X-City-Id` header.
  public static let xCityIdParameterRequired = ErrorCode(rawValue: "xCityIdParameterRequired")
}
