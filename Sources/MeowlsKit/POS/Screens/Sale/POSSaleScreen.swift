import Foundation
import MeowlsAPI

/// The counter sale (issue 18): codes scanned (a keyboard-wedge burst, `WedgeScanner`) or typed, weighed goods
/// (a weight barcode carries its grams; a typed PLU of a loose good asks for them), items found by name, a basket
/// with quantities and line and basket discounts, the customer's phone, a promo code, payment in cash, card or both
/// with the change, the manager's PIN when a discount or missing stock needs it, and the receipt (printed through
/// its HTML page). Everything the register knows comes from `RegisterSales`: online the server, offline the shop's
/// catalogue snapshot and the durable sale queue, so cash sales go on; card payment, the customer and the promo
/// code are off offline with the reason shown, and the screen shows how many sales wait and since when, and the
/// sales the server refused for a manager.
public enum POSSaleScreen {
  /// The sale's phases.
  public enum Phase: Equatable, Sendable {
    /// The manager's PIN is asked (or, for a manager's own sale, a confirmation).
    case approving(ApprovalPrompt)
    /// Scanning and editing the basket.
    case basket
    /// The sale was recorded (or queued offline): the receipt, the change, "new sale".
    case done(SaleSubmission)
    /// The payment form.
    case paying
    /// The sale is on its way, with the approval it carries.
    case submitting(ApprovalPrompt?)
    /// A loose good waits for its weight (the grams typed so far).
    case weighing(ScannedItem, String)
  }

  /// How the customer pays.
  public enum PaymentMethod: Equatable, Sendable {
    case card
    case cash
    /// Part on the card (typed), the rest in cash.
    case split
  }

  /// What happened on the sale, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case approvalCancelled
    case approvalPINChanged(String)
    case approvalSubmitted
    case basketCleared
    case basketDiscountChanged(SaleDiscount?)
    /// A basket kept across a restart of the front's host (`SavedBasket`) put back into the empty sale.
    case basketRestored(SavedBasket)
    case cardAmountChanged(String)
    case cashReceivedChanged(String)
    case codeFieldChanged(String)
    case connectionChanged(RegisterConnection?)
    case countChanged(line: Int, Int)
    case customerPhoneChanged(String)
    /// A key from the register's keyboard or its wedge scanner.
    case keystroke(Keystroke)
    case lineDiscountChanged(line: Int, SaleDiscount?)
    case lineRemoved(Int)
    case newSaleStarted(Receipt.ID)
    case newSaleTapped
    case payTapped
    case paymentCancelled
    case paymentConfirmed
    case paymentMethodChosen(PaymentMethod)
    case printTapped
    case promoCodeApplied
    case promoCodeChanged(String)
    case promoCodeRemoved
    case quoteResponse(revision: Int, Result<SaleQuote, APIError>)
    case refusedSalesTapped
    case resolveResponse(String, Result<ScannedItem, APIError>)
    case searchChanged(String)
    case searchResponse(String, Result<[RegisterItem], APIError>)
    case searchResultTapped(RegisterItem)
    case submitResponse(Result<SaleSubmission, APIError>)
    case viewAppeared
    case weightCancelled
    case weightChanged(String)
    case weightConfirmed
  }

  /// Where the sale sends the cashier.
  public enum Route: Equatable, Sendable {
    /// The receipt's printable page (`GET /pos/receipts/{number}.html`).
    case print(ReceiptNumber)
    /// The server locked the register for this member: the PIN lock.
    case registerLocked
    /// The sales the server refused on replay, for a manager to resolve.
    case refusedSales([RefusedSale])
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// A fresh sale id for the next sale.
    case makeSaleID
    case navigate(Route)
    /// Prices the basket at `revision`; a newer quote cancels it.
    case quote(revision: Int, SaleRequest)
    case resolve(String)
    case search(String)
    case submit(SaleRequest, ManagerApproval?)
    case watchConnection(after: RegisterConnection?)
  }

  /// The subjects the screen names itself before the server does.
  public static let discountSubject = "a discount above 10 %"
  public static let missingStockSubject = "selling goods the books show as missing"
}
