import MeowlsAPI
import MeowlsKit

/// `/checkout/done/{number}`: the end of checkout (`CheckoutScreen`'s `purchased` phase): the order's number, the
/// order as the server has it, and the screen's two ways on: the order (`orderTapped`) and the catalogue
/// (`continueShoppingTapped`).
enum OrderPlacedPage {
  static func get(_ ctx: PageContext, _ number: OrderNumber) async -> PageOutcome {
    guard ctx.signedIn else { return .redirect(.login) }
    let run = await OrderPage.run(ctx, number)
    guard
      case .page(let title, let description, let detail, let status) = OrderPage.render(ctx, run.state, placed: true)
    else { return .redirect(.order(number)) }
    let content = HTML.join([
      detail,
      el("div", .class("product-actions")) {
        el("a", .href(.order(number)), .class("button")) { ctx.t(.checkoutViewOrder) }
        el("a", .href(.catalogue(parent: nil)), .class("button secondary")) { ctx.t(.cartContinueShopping) }
      },
    ])
    return .page(title: title, description: description, content: content, status: status)
  }
}
