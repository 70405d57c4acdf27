import Foundation
import MeowlsAPI
import MeowlsKit

/// `/profile` (`ProfileScreen`): a guest sees "log in" and "sign up"; a customer the profile as stored while it
/// reloads, and "log out", which the screen asks to confirm (the button is the confirmation on the web).
enum ProfilePage {
  typealias Run = ScreenRun<ProfileScreen.State, ProfileScreen.Action, ProfileScreen.Effect, ProfileScreen.Route>

  static func run(_ ctx: PageContext) async -> Run {
    let dependencies = ProfileScreen.Dependencies.live(session: ctx.kit.session, navigate: { _ in })
    var run = Run(
      ProfileScreen.State(today: ctx.kit.now, timeZone: TimeZone(identifier: "UTC")!), reduce: ProfileScreen.reduce,
      cancellationID: ProfileScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      // NB: the first look at the session answers at once; the re-armed watch after it waits for a change that a
      // page drawn now will not see.
      skip: { if case .watchSession(let known) = $0 { known != nil } else { false } },
      perform: { await ProfileScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    render(ctx, await run(ctx).state)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard form["do"] == "logout" else { return .back(nil) }
    var run = await run(ctx)
    await run.send([.logOutTapped, .confirmationConfirmed])
    if case .failed(_, let error)? = run.state.alert { return .back(ctx.localizer.message(for: error)) }
    return .go(.main)
  }

  static func render(_ ctx: PageContext, _ state: ProfileScreen.State) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("h1") { ctx.t(.profileTitle) }
      if state.phase == .signedIn, let user = state.user {
        el("dl", .class("summaries")) {
          row(ctx.t(.profileSurname), user.surname)
          row(ctx.t(.profileName), user.name)
          row(ctx.t(.profilePatronymic), user.patronymic)
          row(ctx.t(.profilePhone), user.phone)
          row(ctx.t(.profileEmail), user.email)
          row(ctx.t(.profileBirthday), user.birthday.map { ctx.localizer.day(CalendarDate($0, in: state.timeZone)) })
        }
        el("p", .class("product-actions")) {
          el("a", .href(.profileEdit), .class("button secondary")) { ctx.t(.profileEdit) }
          el("a", .href(.orders()), .class("button secondary")) { ctx.t(.ordersTitle) }
        }
        pages(ctx, state)
        Forms.post(ctx, action: "logout", to: .profile) {
          Forms.button(ctx.t(.profileLogOut), class: "button secondary wide")
        }
        el("p", .class("danger-link")) { el("a", .href(.profileDelete)) { ctx.t(.profileDeleteAccount) } }
      } else {
        el("p") { ctx.t(.sessionReauthorizationTitle) }
        el("p", .class("product-actions")) {
          el("a", .href(.login), .class("button")) { ctx.t(.commonLogIn) }
          el("a", .href(.register), .class("button secondary")) { ctx.t(.commonSignUp) }
        }
        pages(ctx, state)
      }
    }
    return .page(title: ctx.t(.profileTitle), description: ctx.t(.profileTitle), content: content)
  }

  /// The shop's static pages (contacts, delivery, refund, agreement, privacy policy), the screen's list.
  private static func pages(_ ctx: PageContext, _ state: ProfileScreen.State) -> HTML {
    el("nav", .class("info-pages"), Attribute("aria-label", ctx.t(.profileInformation))) {
      el("h2") { ctx.t(.profileInformation) }
      el("ul") {
        for page in state.pages { el("li") { el("a", .href(.page(page))) { ctx.t(page.title) } } }
      }
    }
  }

  private static func row(_ label: String, _ value: String?) -> HTML {
    guard let value, !value.isEmpty else { return .empty }
    return el("div", .class("summary-line")) {
      el("dt") { label }
      el("dd") { value }
    }
  }
}
