import MeowlsAPI

extension MainScreen {
  /// Everything the main tab shows.
  public struct State: Equatable, Sendable {
    /// A failed refresh or favourite change, shown once as an alert.
    public var alert: APIError?
    /// Sliders the user is dragging: their auto-slide waits until they settle.
    public var dragging: Set<Banner.ID>
    /// Starred products (hearts) and the stars on their way.
    public var favorites: FavoriteMarks
    /// Whether a reload of a shown feed is on its way (pull to refresh).
    public var isRefreshing: Bool
    /// Whether the tab is on screen; sliders move only then.
    public var isVisible: Bool
    /// The card each slider shows, by the slider's banner id.
    public var pages: [Banner.ID: Int]
    /// What the feed is doing.
    public var phase: Phase
    /// The feed's blocks, in the server's order.
    public var sections: [Section]

    /// A main tab that has not appeared yet.
    public init(
      alert: APIError? = nil, dragging: Set<Banner.ID> = [], favorites: FavoriteMarks = FavoriteMarks(),
      isRefreshing: Bool = false, isVisible: Bool = false,
      pages: [Banner.ID: Int] = [:], phase: Phase = .idle, sections: [Section] = []
    ) {
      self.alert = alert
      self.dragging = dragging
      self.favorites = favorites
      self.isRefreshing = isRefreshing
      self.isVisible = isVisible
      self.pages = pages
      self.phase = phase
      self.sections = sections
    }

    /// The slider of the block `id`, if that block is one.
    public func slider(_ id: Banner.ID) -> Slider? {
      for section in sections where section.id == id {
        if case .slider(let slider) = section.content { return slider }
      }
      return nil
    }

    /// The banner card `id`, wherever it is shown.
    public func card(_ id: Banner.ID) -> Card? {
      for section in sections {
        switch section.content {
        case .grid(let lines):
          if let card = lines.joined().first(where: { $0.id == id }) { return card }
        case .slider(let slider):
          if let card = slider.cards.first(where: { $0.id == id }) { return card }
        case .categories, .products: continue
        }
      }
      return nil
    }
  }

  /// The feed; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The server has no banners to show.
    case empty
    /// The feed could not be loaded; a "Try again" button.
    case failed(APIError)
    case idle
    case loaded
    case loading
  }
}
