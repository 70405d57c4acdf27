import MeowlsAPI
import MeowlsKit

/// `/profile/delete`: "Delete the account?" (`ProfileScreen`'s confirmation, asked on its own address so it works
/// without a script); "yes" posts the deletion, which leaves a guest on the main page.
enum ProfileDeletePage {
  static func get(_ ctx: PageContext) async -> PageOutcome {
    guard ctx.signedIn else { return .redirect(.login) }
    var run = await ProfilePage.run(ctx)
    await run.send(.deleteAccountTapped)
    return render(ctx, run.state)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard ctx.signedIn else { return .go(.login) }
    guard form["do"] == "delete" else { return .back(nil) }
    var run = await ProfilePage.run(ctx)
    await run.send([.deleteAccountTapped, .confirmationConfirmed])
    if case .failed(_, let error)? = run.state.alert { return .go(.profile, flash: ctx.localizer.message(for: error)) }
    return .go(.main)
  }

  static func render(_ ctx: PageContext, _ state: ProfileScreen.State) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("h1") { ctx.t(.profileDeleteAccount) }
      if state.confirmation == .deleteAccount {
        el("div", .class("confirm"), Attribute("role", "alertdialog"), Attribute("aria-labelledby", "confirm-title")) {
          el("p", Attribute("id", "confirm-title")) { ctx.t(.profileDeleteAccountConfirm) }
          el("div", .class("product-actions")) {
            Forms.post(ctx, action: "delete", to: .profileDelete) {
              Forms.button(ctx.t(.profileDeleteAccountYes), class: "button danger")
            }
            el("a", .href(.profile), .class("button secondary")) { ctx.t(.commonCancel) }
          }
        }
      } else {
        el("p") { el("a", .href(.profile), .class("button")) { ctx.t(.profileTitle) } }
      }
    }
    return .page(
      title: ctx.t(.profileDeleteAccount), description: ctx.t(.profileDeleteAccount), content: content)
  }
}
