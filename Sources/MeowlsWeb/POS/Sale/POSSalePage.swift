import Foundation
import MeowlsAPI
import MeowlsKit

/// `sale`: the counter sale (`POSSaleScreen`) over the register's sales (`POSWebEnvironment.registers`): codes
/// scanned anywhere on the page (the script forwards the keys and their times; the Kit's `WedgeScanner` decides) or
/// typed, names searched, quantities, weighed goods, discounts, the payment (cash, card, both) with the change, the
/// manager's PIN, and the receipt.
enum POSSalePage {
  typealias Run = ScreenRun<POSSaleScreen.State, POSSaleScreen.Action, POSSaleScreen.Effect, POSSaleScreen.Route>

  static func get(_ ctx: POSContext) async -> POSOutcome {
    switch await run(ctx) {
    case .failure(let error): return unavailable(ctx, error)
    case .success(let run):
      ctx.desk.keep(run.state)
      return POSSaleView.page(ctx, run.state)
    }
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    guard case .success(var run) = await run(ctx) else { return .back(nil) }
    await send(form, to: &run, ctx)
    keep(run.state, ctx)
    for route in run.routes {
      switch route {
      case .print(let number): return .go(.printReceipt(number))
      case .registerLocked: return POSPages.registerLocked(ctx)
      case .refusedSales: return .back(ctx.t(.posRefusedSalesManager))
      }
    }
    return .back(nil)
  }

  /// Puts the item of `code` (an article from the stock page) in the sale, as if typed into the code field.
  static func add(_ ctx: POSContext, code: String) async {
    guard case .success(var run) = await run(ctx) else { return }
    let now = ctx.environment.client.now()
    await run.send([.codeFieldChanged(code), .keystroke(Keystroke(.enter, at: now))])
    keep(run.state, ctx)
  }

  /// Keeps the sale for the session's next form; on a host that keeps baskets across restarts also its basket, in
  /// the session (written through to the store before the answer goes out), or nothing once the sale is done.
  private static func keep(_ state: POSSaleScreen.State, _ ctx: POSContext) {
    ctx.desk.keep(state)
    if ctx.environment.keepsBaskets {
      ctx.device.setValue(POSSaleScreen.SavedBasket(state), forKey: POSSessionKeys.basket)
    }
  }

  /// One form of the sale as the screen's actions.
  private static func send(_ form: FormData, to run: inout Run, _ ctx: POSContext) async {
    let now = ctx.environment.client.now()
    let line = Int(form["line"] ?? "")
    switch form["do"] {
    case "keys":
      await run.send(POSKeys.keystrokes(form, now: now).map { .keystroke($0) })
    case "code":
      let strokes = POSKeys.keystrokes(form, now: now)
      let code = String((form["code"] ?? "").prefix(40))
      if strokes.isEmpty {
        await run.send([.codeFieldChanged(code), .keystroke(Keystroke(.enter, at: now))])
      } else {
        await run.send(.codeFieldChanged(POSKeys.before(code, strokes)))
        await run.send(strokes.map { .keystroke($0) })
      }
    case "search":
      await search(form, &run, now: now)
    case "pick":
      if let item = run.state.search.results.first(where: { $0.id.rawValue.uuidString == form["item"] }) {
        await run.send(.searchResultTapped(item))
      }
    case "weight":
      await run.send(.weightChanged(POSForms.typed(form, "grams", limit: 5)))
      if !POSForms.isKeypad(form) { await run.send(.weightConfirmed) }
    case "weightCancel": await run.send(.weightCancelled)
    case "count":
      guard let line, let current = run.state.lines.first(where: { $0.id == line }) else { return }
      let count: Int? =
        switch form["step"] {
        case "-": current.count - 1
        case "+": current.count + 1
        default: Int(form["count"] ?? "")
        }
      if let count { await run.send(.countChanged(line: line, max(count, 0))) }
    case "remove":
      if let line { await run.send(.lineRemoved(line)) }
    case "removeLast":
      if let last = run.state.lines.last { await run.send(.lineRemoved(last.id)) }
    case "lineDiscount":
      if let line { await run.send(.lineDiscountChanged(line: line, discount(form))) }
    case "discount": await run.send(.basketDiscountChanged(discount(form)))
    case "clear": await run.send(.basketCleared)
    case "promo":
      await run.send([.promoCodeChanged(String((form["promo"] ?? "").prefix(40))), .promoCodeApplied])
    case "promoRemove": await run.send(.promoCodeRemoved)
    case "customer": await run.send(.customerPhoneChanged(String((form["phone"] ?? "").prefix(40))))
    case "pay", "cash", "card", "split":
      await pay(form, &run)
    case "payment":
      await payment(form, &run)
    case "paymentCancel": await run.send(.paymentCancelled)
    case "approve":
      await run.send(.approvalPINChanged(POSForms.typed(form, "pin", limit: 6)))
      if !POSForms.isKeypad(form) { await run.send(.approvalSubmitted) }
    case "approvalCancel": await run.send(.approvalCancelled)
    case "print": await run.send(.printTapped)
    case "new": await run.send(.newSaleTapped)
    case "dismiss": await run.send(.alertDismissed)
    case "refused": await run.send(.refusedSalesTapped)
    default: break
    }
  }

  /// A search form: the text as typed, unless the Kit's scanner says its last keys were a scanner's burst (the
  /// cursor was in the search field when the code was read): then the code is scanned and the search keeps what
  /// was typed before.
  private static func search(_ form: FormData, _ run: inout Run, now: Date) async {
    let text = String((form["q"] ?? "").prefix(100))
    let strokes = POSKeys.keystrokes(form, now: now)
    var scanner = WedgeScanner()
    scanner.replaceTyped(POSKeys.before(text, strokes))
    for stroke in strokes {
      if case .scanned(let code) = scanner.receive(stroke) {
        await run.send(POSKeys.burst(code, now: now).map { .keystroke($0) })
        await run.send(.searchChanged(scanner.text))
        return
      }
    }
    await run.send(.searchChanged(text))
  }

  /// "Pay", "Cash", "Card" (and their shortcuts): the payment form with the method chosen.
  private static func pay(_ form: FormData, _ run: inout Run) async {
    if run.state.phase == .basket { await run.send(.payTapped) }
    switch form["do"] {
    case "cash": await run.send(.paymentMethodChosen(.cash))
    case "card": await run.send(.paymentMethodChosen(.card))
    case "split": await run.send(.paymentMethodChosen(.split))
    default: break
    }
  }

  /// The payment form: the method, the amounts, and "confirm" (or only "update" to see the change).
  private static func payment(_ form: FormData, _ run: inout Run) async {
    let method: POSSaleScreen.PaymentMethod? =
      switch form["method"] {
      case "cash": .cash
      case "card": .card
      case "split": .split
      default: nil
      }
    if let method, method != run.state.payment.method { await run.send(.paymentMethodChosen(method)) }
    await run.send(.cardAmountChanged(String((form["card"] ?? "").prefix(20))))
    await run.send(.cashReceivedChanged(form["quick"] ?? POSForms.typed(form, "cash", limit: 20)))
    if form["confirm"] == "1", !POSForms.isKeypad(form) { await run.send(.paymentConfirmed) }
  }

  /// A discount form: a whole percentage, or an amount; both empty removes the discount.
  private static func discount(_ form: FormData) -> SaleDiscount? {
    let percent = (form["percent"] ?? "").trimmingCharacters(in: .whitespaces)
    if !percent.isEmpty { return SaleDiscount(percent: Int(percent.prefix(3)) ?? -1) }
    if let amount = MoneyInput.parse(form["amount"] ?? "") { return SaleDiscount(amount: amount) }
    return nil
  }

  /// The sale kept for the session (or a new one), with the register's connection as it is now.
  private static func run(_ ctx: POSContext) async -> Result<Run, APIError> {
    guard let register = ctx.register, let member = ctx.member else { return .failure(.notSignedIn) }
    let sales: RegisterSales
    switch await POSCounter.sales(ctx) {
    case .success(let found): sales = found
    case .failure(let error): return .failure(error)
    }
    let connection = await POSCounter.connection(sales)
    let dependencies = POSSaleScreen.Dependencies(
      makeSaleID: { [makeIdentifier = ctx.environment.client.makeIdentifier] in
        Receipt.ID(UUID(uuidString: makeIdentifier()) ?? UUID())
      }, navigate: { _ in }, register: sales)
    let kept = ctx.desk.state(POSSaleScreen.State.self)
    var state =
      kept
      ?? POSSaleScreen.State(
        approvesOwnSales: member.role == .manager || member.role == .admin, register: register.id,
        saleID: Receipt.ID(UUID(uuidString: ctx.environment.client.makeIdentifier()) ?? UUID()))
    if state.register != register.id {
      state = POSSaleScreen.State(register: register.id, saleID: Receipt.ID(UUID()))
    }
    // NB: whoever is signed in now (a PIN take-over changes the member between pages) rings the sale up.
    state.cashier = member.id
    var run = Run(
      state, reduce: POSSaleScreen.reduce, cancellationID: POSSaleScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      skip: { if case .watchConnection = $0 { true } else { false } },
      perform: { await POSSaleScreen.perform($0, with: dependencies) })
    if let connection, connection != run.state.connection { await run.send(.connectionChanged(connection)) }
    // NB: a session with no sale in memory after the host started again: its saved basket, if the host keeps one.
    if kept == nil, ctx.environment.keepsBaskets,
      let saved = ctx.device.value(POSSaleScreen.SavedBasket.self, forKey: POSSessionKeys.basket)
    {
      await run.send(.basketRestored(saved))
    }
    return .success(run)
  }

  private static func unavailable(_ ctx: POSContext, _ error: APIError) -> POSOutcome {
    let content = el("section", .class("pos-card")) {
      el("h1") { ctx.t(.posTabSale) }
      el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
      el("a", POSLayout.href(ctx, .sale), .class("button")) { ctx.t(.commonTryAgain) }
    }
    return .page(title: ctx.t(.posTabSale), content: content, status: 503)
  }
}
