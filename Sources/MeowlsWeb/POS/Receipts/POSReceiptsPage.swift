import MeowlsAPI
import MeowlsKit

/// `receipts`: the shop's receipts, newest first (`POSReceiptsScreen`), found by number, each opened, printed again
/// or taken back; `receipts/{n}`: one receipt, found through the same screen by its number.
enum POSReceiptsPage {
  typealias Run = ScreenRun<
    POSReceiptsScreen.State, POSReceiptsScreen.Action, POSReceiptsScreen.Effect, POSReceiptsScreen.Route
  >

  static func get(_ ctx: POSContext) async -> POSOutcome {
    if let kept = ctx.desk.takeHandedOn(POSReceiptsScreen.State.self) { return page(ctx, kept) }
    var run = run(ctx, POSReceiptsScreen.State())
    await run.send(.viewAppeared)
    ctx.desk.keep(run.state)
    return page(ctx, run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    var run = run(ctx, ctx.desk.state(POSReceiptsScreen.State.self) ?? POSReceiptsScreen.State())
    switch form["do"] {
    case "find": await run.send([.numberChanged(String((form["number"] ?? "").prefix(12))), .numberSubmitted])
    case "more":
      if let last = run.state.list.items.last { await run.send(.receiptAppeared(last.id)) }
    case "retry": await run.send(.retryTapped)
    case "return":
      guard let number = Int(form["number"] ?? "").map({ ReceiptNumber(rawValue: $0) }) else { return .back(nil) }
      await run.send(.returnTapped(number))
    default: return .back(nil)
    }
    if case .returnGoods(let number)? = run.routes.first {
      ctx.desk.keep(run.state)
      await POSReturnPage.start(ctx, receipt: number)
      return .go(.returns)
    }
    ctx.desk.handOn(run.state)
    return .go(.receipts)
  }

  static func run(_ ctx: POSContext, _ state: POSReceiptsScreen.State) -> Run {
    let dependencies = POSReceiptsScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      state, reduce: POSReceiptsScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSReceiptsScreen.perform($0, with: dependencies) })
  }

  static func page(_ ctx: POSContext, _ state: POSReceiptsScreen.State) -> POSOutcome {
    let content = el("section", .class("receipts")) {
      el("h1") { ctx.t(.posTabReceipts) }
      POSForms.post(ctx, action: "find", class: "row") {
        POSForms.field(
          "number", label: ctx.t(.posReceiptNumber), value: state.number, inputmode: "numeric", maxlength: 12)
        POSForms.button(ctx.t(.posSaleFind), class: "button")
      }
      POSList.state(ctx, state.list, empty: ctx.t(.posReceiptsEmpty)) {
        el("table") {
          el("caption", .class("visually-hidden")) { ctx.t(.posTabReceipts) }
          el("thead") {
            el("tr") {
              el("th", Attribute("scope", "col")) { ctx.t(.posReceiptNumber) }
              el("th", Attribute("scope", "col")) { ctx.t(.posReceiptTime) }
              el("th", Attribute("scope", "col")) { ctx.t(.posReceiptPaid) }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posSaleLineTotal) }
              el("th", Attribute("scope", "col")) { ctx.t(.posSaleLineActions) }
            }
          }
          el("tbody") {
            for receipt in state.list.items {
              el("tr") {
                el("td") {
                  el("a", POSLayout.href(ctx, .receipt(receipt.number))) { "№ " + String(receipt.number.rawValue) }
                }
                el("td") { POSFormat.dateTime(receipt.issuedAt, in: ctx.timeZone) }
                el("td") { POSReceiptView.tenders(ctx, receipt) }
                el("td", .class("num")) { ctx.money(receipt.total) }
                el("td", .class("line-actions")) {
                  el("a", POSLayout.href(ctx, .printReceipt(receipt.number)), .class("button small")) {
                    ctx.t(.posPrint)
                  }
                  POSForms.post(ctx, action: "return", fields: [("number", String(receipt.number.rawValue))]) {
                    POSForms.button(ctx.t(.posTabReturn), class: "button small ghost")
                  }
                }
              }
            }
          }
        }
      }
    }
    return .page(title: ctx.t(.posTabReceipts), content: content)
  }
}
