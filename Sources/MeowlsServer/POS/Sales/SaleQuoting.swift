import Foundation
import MeowlsAPI

/// `POST /pos/sales/quote`: the basket priced exactly as `POST /pos/sales` would price it (the same `SaleDraft`,
/// promo code and discounts), with nothing charged, taken or recorded, so the cashier sees the total and knows
/// before taking the money whether a manager's PIN will be asked.
///
/// `needs_manager_approval` is true for a discount above 10 % and for goods the books show as missing at the
/// register's shop (the sale would then need `accept_missing_stock` and a manager).
struct SaleQuoting: Sendable {
  let access: StaffAccess
  let clock: Clock
  let database: any Database

  /// - Throws: what the sale throws for the same basket (`SaleError`, `BarcodeError`, `POSBasketError`,
  ///   `PromoCodeError`) and `StaffError.registerNotFound`; never a tender error (`payment` is ignored).
  func quote(_ body: SaleRequest, for context: StaffContext) throws -> SaleQuote {
    let register = try access.register(body.registerID, for: context)
    return try database.withConnection { connection in
      let draft = try SaleDraft(body, now: clock.now(), in: connection)
      let basket = draft.basket
      let short = try SaleStock.isShort(basket.lines, at: register.shopID, in: connection)
      let rates = try ProductVAT.rates(of: basket.lines.map(\.item.productID.rawValue), in: connection)
      let lines = basket.lines.map { Receipt.line($0, vat: rates[$0.item.productID.rawValue] ?? ProductVAT.standard) }
      return SaleQuote(
        discounts: Receipt.discounts(basket, promoCode: draft.promoCode), lines: lines,
        needsManagerApproval: basket.needsManagerApproval || short, subtotal: basket.subtotal, total: basket.total)
    }
  }
}
