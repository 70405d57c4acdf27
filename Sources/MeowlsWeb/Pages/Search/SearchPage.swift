import MeowlsAPI
import MeowlsKit

/// `/search` and `/search?q=`: the search screen (`SearchScreen`). Without a query: the search box, the visitor's
/// recent queries and the popular ones. With one: the suggestions (categories, sales and other queries the server
/// found for it, typos and the wrong keyboard layout included) above the results (`ListingPage` of the query),
/// and the query joins the history. `/search/suggestions?q=` is the suggestions alone, the fragment the script
/// shows under a search box as one types.
enum SearchPage {
  typealias Run = ScreenRun<SearchScreen.State, SearchScreen.Action, SearchScreen.Effect, SearchScreen.Route>

  /// The screen appeared (history and popular queries) when `appeared`, then `query` typed and its suggestions
  /// settled; `showAll` presses "show all results", which records the query.
  static func run(_ kit: VisitorKit, query: String, appeared: Bool = true, showAll: Bool = false) async -> Run {
    var live = SearchScreen.Dependencies.live(
      api: kit.api, history: SearchHistory(settings: kit.device), navigate: { _ in })
    // NB: the typing's pause is the script's to wait for (or the form's submit): the page asks at once.
    live.sleep = { _ in }
    let dependencies = live
    var run = Run(
      SearchScreen.State(), reduce: SearchScreen.reduce, cancellationID: SearchScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await SearchScreen.perform($0, with: dependencies) })
    if appeared { await run.send(.viewAppeared) }
    if !query.isEmpty { await run.send(.queryChanged(query)) }
    if showAll { await run.send(.showAllResultsTapped) }
    return run
  }

  static func get(_ ctx: PageContext, query: String, options: ListingOptions) async -> PageOutcome {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return render(ctx, await run(ctx.kit, query: "").state) }
    async let search = run(ctx.kit, query: text, appeared: false, showAll: true)
    async let results = ListingPage.run(ctx.kit, source: .query(text), options: options)
    let (screen, listing) = await (search, results)
    let suggestions = shortcuts(screen.state)
    return ListingPage.render(
      ctx, listing.state, options: options, title: ctx.t(.searchResultsTitle, text),
      lead: suggestions.isEmpty ? .empty : block(ctx, ctx.t(.searchSuggestions), suggestions, class: "suggested"))
  }

  /// The suggestions for `query` alone, as the script asks for them while one types.
  static func suggestions(_ ctx: PageContext, query: String) async -> PageOutcome {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    let state = text.isEmpty ? SearchScreen.State() : await run(ctx.kit, query: text, appeared: false).state
    return .response(.fragment(Self.fragment(ctx, state)))
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard form["do"] == "clear-history" else { return .back(nil) }
    var run = await run(ctx.kit, query: "")
    await run.send(.clearHistoryTapped)
    return .back(nil)
  }

  static func render(_ ctx: PageContext, _ state: SearchScreen.State) -> PageOutcome {
    let content = el("section", .class("search-page")) {
      // NB: the header's search box is the page's: a second one would only repeat it.
      el("h1") { ctx.t(.searchTitle) }
      if !state.history.isEmpty {
        el("section", .class("search-block history")) {
          el("div", .class("block-head")) {
            el("h2") { ctx.t(.searchHistory) }
            Forms.post(ctx, action: "clear-history") {
              el("button", Attribute("type", "submit"), .class("link-button")) { ctx.t(.searchClearHistory) }
            }
          }
          el("ul", .class("chips wrap")) {
            for query in state.history {
              el("li") { el("a", .href(.search(query, options: ListingOptions())), .class("chip")) { query } }
            }
          }
        }
      }
      if case .loaded(let popular) = state.popular, !popular.isEmpty {
        el("section", .class("search-block popular")) {
          el("h2") { ctx.t(.searchPopular) }
          el("ul", .class("search-rows")) {
            for suggestion in popular {
              el("li") { el("a", .href(link(for: suggestion)), .class("search-row")) { suggestion.text } }
            }
          }
        }
      }
    }
    return .page(title: ctx.t(.searchTitle), description: ctx.t(.searchPopular), content: content)
  }

  /// The suggestions a results page shows above the grid: what leads elsewhere than the products listed below it
  /// (categories, sales, other queries).
  private static func shortcuts(_ state: SearchScreen.State) -> [(SearchSuggestion, WebRoute)] {
    guard case .suggestions(let query, let suggestions) = state.phase else { return [] }
    return suggestions.compactMap { suggestion in
      switch SearchScreen.route(for: suggestion) {
      case .product, .close: nil
      case .results(let text) where text.lowercased() == query.lowercased(): nil
      default: (suggestion, link(for: suggestion))
      }
    }.prefix(8).map { $0 }
  }

  private static func block(
    _ ctx: PageContext, _ title: String, _ items: [(SearchSuggestion, WebRoute)], class name: String
  ) -> HTML {
    el("section", .class("search-block " + name)) {
      el("h2") { title }
      el("ul", .class("chips")) {
        for (suggestion, route) in items {
          el("li") {
            el("a", .href(route), .class("chip")) {
              suggestion.text
              if let more = suggestion.additionalText, !more.isEmpty { el("span", .class("chip-note")) { more } }
            }
          }
        }
      }
    }
  }

  /// The list under a search box: each suggestion with the words that matched in bold, and "all results".
  static func fragment(_ ctx: PageContext, _ state: SearchScreen.State) -> HTML {
    guard case .suggestions(let query, let suggestions) = state.phase else {
      if case .nothingFound = state.phase {
        return el("p", .class("suggest-empty")) { ctx.t(.searchNothingFound) }
      }
      return .empty
    }
    return el("ul", .class("suggest-list")) {
      for suggestion in suggestions.prefix(10) {
        el("li") {
          el("a", .href(link(for: suggestion)), .class("suggest-item")) {
            highlighted(suggestion.text, suggestion.highlightedTexts ?? [])
            if let more = suggestion.additionalText, !more.isEmpty { el("span", .class("chip-note")) { more } }
          }
        }
      }
      el("li") {
        el("a", .href(.search(query, options: ListingOptions())), .class("suggest-item all")) {
          ctx.t(.searchShowAll, query)
        }
      }
    }
  }

  /// `text` with the first occurrence of each matched fragment in `<b>`; everything escaped.
  static func highlighted(_ text: String, _ fragments: [String]) -> HTML {
    var ranges: [Range<String.Index>] = []
    for fragment in fragments where !fragment.isEmpty {
      if let range = text.range(of: fragment, options: .caseInsensitive),
        !ranges.contains(where: { $0.overlaps(range) })
      {
        ranges.append(range)
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var parts: [HTML] = []
    var cursor = text.startIndex
    for range in ranges {
      parts.append(.text(String(text[cursor..<range.lowerBound])))
      parts.append(el("b") { String(text[range]) })
      cursor = range.upperBound
    }
    parts.append(.text(String(text[cursor...])))
    return .join(parts)
  }

  /// Where a suggestion leads, by the screen's rule.
  static func link(for suggestion: SearchSuggestion) -> WebRoute {
    switch SearchScreen.route(for: suggestion) {
    case .category(let id): .category(id, parent: nil, options: ListingOptions())
    case .close: .main
    case .product(let id): .product(id)
    case .results(let text): .search(text, options: ListingOptions())
    case .sale(let id): .sale(id, options: ListingOptions())
    }
  }
}
