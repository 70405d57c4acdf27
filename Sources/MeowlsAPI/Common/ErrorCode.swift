/// The `code` of an error body (`api.md` §2.2, §2.4, §2.5 and the codes added in `decisions.md`).
///
/// Unknown codes decode to `.unknown(code)` and encode back unchanged, so a newer server never breaks a client.
public enum ErrorCode: Hashable, Sendable {
  /// Framework abort: unknown route (404), undecodable body or query (400), 413, 415, missing token (401).
  case abortError
  /// 400: Address not found (`/users/address` without a saved address).
  case addressNotFound
  /// 401: Invalid phone or password (any abort on a path with a `login` segment).
  case authError
  /// 500: Categories Banner error.
  case bannerCategoriesError
  /// 500: Banner ID is required.
  case bannerIDRequired
  /// 500: a listed variant has no availability information.
  case bannerProductsAvailabilityError
  /// 500: a listed variant has no price.
  case bannerProductsPriceError
  /// 400: a scanned EAN-13 whose check digit is wrong, a misread (new in MEOWLS POS).
  case barcodeCheckDigitInvalid
  /// 404: no variant has this barcode, article or PLU (new in MEOWLS POS).
  case barcodeNotFound
  /// 400: a POS sale without lines (new in MEOWLS POS).
  case basketIsEmpty
  /// 400: a card payment above the amount due; change is given from cash only (new in MEOWLS POS).
  case cardAmountExceedsTotal
  /// 400: the card terminal declined the payment (new in MEOWLS POS).
  case cardDeclined
  /// 400: purchase of an empty cart (new in MEOWLS).
  case cartIsEmpty
  /// 400: a cash out of more than the drawer should hold (new in MEOWLS POS).
  case cashOutExceedsDrawer
  /// 400: `/products` without any listing parameter.
  case categoryIDOrProductsIDsRequired
  /// 400: Category ID is required (`/filters`).
  case categoryIDRequired
  /// 400: City not found by ID for timezone.
  case cityNotFoundById
  /// 400: a courier order below the minimum goods total the delivery option announces (new in MEOWLS).
  case courierMinimumNotReached
  /// 403: a courier acting on a delivery assigned to another courier (new in MEOWLS).
  case courierNotAssigned
  /// 404: a POS sale naming a phone no customer has (new in MEOWLS POS).
  case customerNotFound
  /// 404: assigning a delivery to someone who is no courier of a shop in the order's city (new in MEOWLS).
  case courierNotFound
  /// 400: a pick-up hand-over whose phone is not the order's customer's (new in MEOWLS).
  case customerPhoneMismatch
  /// 409: a delivery already delivered or failed, or an order no longer open (new in MEOWLS).
  case deliveryClosed
  /// 400: purchase without city, interval or a parsable delivery date.
  case deliveryCreationFailed
  /// 404: no courier order with this number that the caller may see (new in MEOWLS).
  case deliveryNotFound
  /// 500: Delivery for order not found.
  case deliveryNotFoundForOrder
  /// 400: the chosen delivery interval is no longer offered.
  case deliveryTimeIntervalNotAvailable
  /// 400: registration with an email already in use (new in MEOWLS).
  case emailAlreadyUsed
  /// 500: Failed to find product price for cart item.
  case failedToFindProductPrice
  /// 500: Failed to find user cart.
  case failedToFindUserCart
  /// 400: a failed delivery without a reason (new in MEOWLS).
  case failureReasonRequired
  /// 500: Error fetching category with ID.
  case fetchCategoryError
  /// 500: Error fetching favorites for user.
  case fetchFavoritesError
  /// 500: `/filters` for an unknown category.
  case fetchFiltersForCategoryError
  /// 500: `/products/{id}` for an unknown product.
  case fetchProductByIdError
  /// 500: `/products?category_id=` for an unknown category.
  case fetchProductsForCategoryError
  /// 500: `/products?sale_id=` for an unknown sale.
  case fetchProductsForSaleError
  /// 403: a customer or a staff role not allowed to use a POS route (new in MEOWLS).
  case forbidden
  /// 422: an `Idempotency-Key` reused with a different body (new in MEOWLS).
  case idempotencyKeyReused
  /// 400: Address not found. Incorrect address.
  case incorrectAddressNotFound
  /// 500: Something went wrong.
  case internalApplicationError
  /// 400: a negative opening float, or a cash movement of 0 or less (new in MEOWLS POS).
  case invalidAmount
  /// 400: a closing count naming a tender twice or with a negative amount (new in MEOWLS POS).
  case invalidCount
  /// 400: a POS discount below zero or above 100 % (new in MEOWLS POS).
  case invalidDiscount
  /// 400: Invalid email format.
  case invalidEmailFormat
  /// 400: Invalid order number. Order not found.
  case invalidOrderNumber
  /// 400: a phone written with other than ASCII digits (full-width or other scripts' digits) or longer than 32
  /// characters (new in MEOWLS).
  case invalidPhoneFormat
  /// 400: Invalid password format.
  case invalidPasswordFormat
  /// 400: an `Idempotency-Key` header that is empty or longer than 255 characters (new in MEOWLS).
  case invalidIdempotencyKey
  /// 400: an invalid quantity: a POS line of zero or fewer pieces, a stock receipt of no units, or a count below
  /// zero (new in MEOWLS POS).
  case invalidQuantity
  /// 400: The received address is invalid.
  case invalidReceivedAddress
  /// 400: a return naming a line the receipt lacks, a quantity of 0 or less, or a line twice (new in MEOWLS POS).
  case invalidReturnLine
  /// 400: a POS sale line with both or neither of code and variant id, or a count on a weighed line (new in MEOWLS POS).
  case invalidSaleLine
  /// 400: a negative cash or card amount (new in MEOWLS POS).
  case invalidTenderAmount
  /// 400: a weight of 0 g, or above 99.999 kg (new in MEOWLS POS).
  case invalidWeight
  /// 400: purchase with an item count above stock.
  case itemsNotAvailableWithSetCount
  /// 403: a manager-only action by a cashier without a manager's PIN in `X-Manager-PIN` (new in MEOWLS).
  case managerApprovalRequired
  /// 400: cash and card together do not cover the amount due (new in MEOWLS POS).
  case notEnoughCash
  /// 400: a cart line already in the cart raised above stock.
  case oneProductUnavailable
  /// 400: Order has already been cancelled.
  case orderAlreadyCancelled
  /// 409: a second hand-over of a pick-up order (new in MEOWLS).
  case orderAlreadyHandedOver
  /// 500: Order creation failed.
  case orderCreationFailed
  /// 500: order without a date (defensive).
  case orderDateRequired
  /// 400: `/orders/{n}/cancel` with a non-integer n.
  case orderIdRequired
  /// 400: a COMPLETED order cannot be cancelled.
  case orderIsComplete
  /// 400: `/orders/{n}` or `/orders/{n}/repeat` with a non-integer n.
  case orderNumberRequired
  /// 400: a status change the order's lifecycle does not allow, e.g. READY_FOR_PICKUP for a courier order (new in
  /// MEOWLS).
  case orderStatusTransitionNotAllowed
  /// 400: Passwords did not match.
  case passwordsDidNotMatch
  /// 400: handing over or delivering an unpaid order without a payment (new in MEOWLS).
  case paymentRequired
  /// 400: Payment type is required.
  case paymentTypeRequired
  /// 400: Phone number is already in use.
  case phoneAlreadyUsed
  /// 400: Phone number is required.
  case phoneRequired
  /// 404: no pick-up order with this number at the caller's shop (new in MEOWLS).
  case pickupNotFound
  /// 400: a `self_pickup` purchase naming no MEOWLS shop, or an unknown one (new in MEOWLS).
  case pickupPointNotFound
  /// 403: a wrong staff PIN; five in a row lock it (new in MEOWLS).
  case pinIncorrect
  /// 423: a staff PIN locked for 15 minutes after five wrong tries; see `Retry-After` (new in MEOWLS).
  case pinLocked
  /// 409: unlocking or approving with a staff member who has no PIN yet (new in MEOWLS).
  case pinNotSet
  /// 208 (a success warning): some starred products were already favourites.
  case productAlreadyStarred
  /// 400: `/products/{id}` with a non-UUID id.
  case productIdRequired
  /// 400: a weight (weight barcode or typed grams) for a variant sold by the piece (new in MEOWLS POS).
  case productNotSoldByWeight
  /// 400: Products IDs query parameter is required (defined, unused).
  case productsIdsRequired
  /// 400: a new cart line above stock.
  case productUnavailable
  /// Product variant not found: an unknown article (400 from the cart in MEOWLS; 500 in the original).
  case productVariantNotFound
  /// 400: a once-per-user promo code already used (new in MEOWLS).
  case promoCodeAlreadyUsed
  /// 400: a promo code outside its validity window or inactive (new in MEOWLS).
  case promoCodeExpired
  /// 400: a promo code that does not apply to this cart (new in MEOWLS).
  case promoCodeNotApplicable
  /// 400: an unknown promo code (new in MEOWLS).
  case promoCodeNotFound
  /// 400: a cash movement or return without a reason (new in MEOWLS POS).
  case reasonRequired
  /// 404: no sale of the caller's shop has this receipt number (new in MEOWLS POS).
  case receiptNotFound
  /// 400: a return without a receipt number (new in MEOWLS POS).
  case receiptRequired
  /// 404: an unknown register, or one of another shop (new in MEOWLS).
  case registerNotFound
  /// 400: a pick-up hand-over taking a payment at a register of another shop than the order's (new in MEOWLS POS).
  case registerOfAnotherShop
  /// 400: a pick-up hand-over taking a payment without `register_id` (new in MEOWLS POS).
  case registerRequired
  /// 409: a purchase with the same `Idempotency-Key` is still running (new in MEOWLS).
  case requestInProgress
  /// 400: `/search/suggestions` without `query`.
  case requestQueryParameterRequired
  /// 409: a return of more than is left of a sale after earlier returns (new in MEOWLS POS).
  case returnExceedsSale
  /// 400: `/sales/{id}` with a non-UUID id.
  case saleIdRequired
  /// 400: Invalid sale id. Sale not found.
  case saleNotFound
  /// 503: the database is unreachable (wire text `Service Unavailable`).
  case serviceUnavailable
  /// 409: opening a shift on a register that has one open (new in MEOWLS POS).
  case shiftAlreadyOpen
  /// 404: an unknown shift, one of another shop, or no open shift on the register (new in MEOWLS POS).
  case shiftNotFound
  /// 409: a closed shift, or a sale or return on a register without an open shift (new in MEOWLS POS).
  case shiftNotOpen
  /// 404: a report for a shop that does not exist (new in MEOWLS POS).
  case shopNotFound
  /// 403: a staff member not assigned to a shop (or to another shop than the one acted on) (new in MEOWLS).
  case staffNotAssigned
  /// 500: order without a status code (defensive).
  case statusCodeRequired
  /// 500: order without a status (defensive).
  case statusRequired
  /// 404: a stock location that is unknown or not the caller's shop (new in MEOWLS).
  case stockLocationNotFound
  /// 400: a stock lookup or change that names no variant (new in MEOWLS).
  case stockQueryRequired
  /// 429: login throttled; see `Retry-After` (new in MEOWLS).
  case tooManyAttempts
  /// 500: checkout on a cart without a stored TOTAL summary.
  case totalSummaryNotFound
  /// 401: expired token (wire text `Unauthorized`).
  case unauthorized
  /// 500: User cart is unavailable (unused).
  case userCartUnavailable
  /// 400: Validation errors occurs.
  case validationError
  /// 400: missing or invalid `X-City-Id` header.
  case xCityIdParameterRequired
  /// A code this version does not know; carries the raw wire string.
  case unknown(String)
}
