import MeowlsAPI
import MeowlsKit

/// The printable receipts and reports: the server's own 80 mm pages (`PrintableDocument`: the fiscal block and its
/// QR code as the registrar signed them) handed to the browser as they are, with a bar on top that prints
/// (`window.print`, from the script) and goes back; the bar is not printed. Nothing of the receipt is drawn here,
/// so what the counter prints is what the server would print.
enum POSPrint {
  static func receipt(_ ctx: POSContext, _ number: ReceiptNumber) async -> POSOutcome {
    await page(ctx, .receiptHTML(number), back: .receipt(number))
  }

  static func returnReceipt(_ ctx: POSContext, _ number: ReceiptNumber) async -> POSOutcome {
    await page(ctx, .returnHTML(number), back: .returns)
  }

  static func shiftReport(_ ctx: POSContext, _ id: Shift.ID) async -> POSOutcome {
    await page(ctx, .shiftReportHTML(id), back: .shift)
  }

  private static func page(_ ctx: POSContext, _ endpoint: Endpoint<PrintableDocument>, back: POSRoute) async
    -> POSOutcome
  {
    let document: PrintableDocument
    do throws(APIError) {
      document = try await ctx.api.send(endpoint)
    } catch {
      if error.code == .registerLocked { return .redirect(.lock) }
      let content = el("section", .class("pos-card")) {
        el("h1") { ctx.t(.posPrintReceipt) }
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
        el("a", POSLayout.href(ctx, back), .class("button")) { ctx.t(.posPrintBack) }
      }
      return .page(title: ctx.t(.posPrintReceipt), content: content, status: error.status ?? 502)
    }
    return .response(response(ctx, document.html, back: back))
  }

  /// The server's page with the bar, the bar's stylesheet and the script added; the page's own inline CSS is
  /// allowed for this answer alone.
  static func response(_ ctx: POSContext, _ html: String, back: POSRoute) -> WebResponse {
    let bar = el("nav", .class("print-bar"), Attribute("aria-label", ctx.t(.posPrintReceipt))) {
      el(
        "button", Attribute("type", "button"), .class("print-button"), Attribute("data-print", "1"),
        Attribute("hidden", present: true)
      ) {
        ctx.t(.posPrint)
      }
      el("a", Attribute("href", ctx.url(back)), .class("print-back")) { ctx.t(.posPrintBack) }
      el("span", .class("print-hint")) { ctx.t(.posPrintHint) }
    }.markup
    var page = html
    let head =
      "<link rel=\"stylesheet\" href=\"\(ctx.url(.asset("print.css")))\">"
      + "<script src=\"\(ctx.url(.asset("pos.js")))\" defer></script>"
    if let range = page.range(of: "</head>") { page.insert(contentsOf: head, at: range.lowerBound) }
    if let range = page.range(of: "<body>") { page.insert(contentsOf: "<main>" + bar, at: range.upperBound) }
    if let range = page.range(of: "</body>", options: .backwards) {
      page.insert(contentsOf: "</main>", at: range.lowerBound)
    }
    return WebResponse(
      status: 200,
      headers: [
        .init("Content-Type", "text/html; charset=utf-8"),
        .init(
          "Content-Security-Policy",
          "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
            + "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'"),
        .init("X-Content-Type-Options", "nosniff"), .init("Referrer-Policy", "same-origin"),
        .init("Cache-Control", "no-store"),
      ], body: Array(page.utf8))
  }
}
