/// `ui_settings` of a top-level banner.
public struct UISettings: Codable, Hashable, Sendable {
  /// Carousel auto-slide period in milliseconds.
  public var autoSlidingTimeout: Int?
  /// The block colour, `#hex`.
  public var backgroundColor: String?
  /// Corner radii in points.
  public var cornerRadiuses: CornerRadiuses?
  /// Relative card widths (e.g. 1, 0.3); omitted when empty.
  public var metrics: [BannerMetric]?
  /// Vertical spacing in points. NB: the wire key is spelled `spasings`, and clients depend on it.
  public var spacings: Spacings?

  /// UI settings.
  public init(
    autoSlidingTimeout: Int? = nil, backgroundColor: String? = nil, cornerRadiuses: CornerRadiuses? = nil,
    metrics: [BannerMetric]? = nil, spacings: Spacings? = nil
  ) {
    self.autoSlidingTimeout = autoSlidingTimeout
    self.backgroundColor = backgroundColor
    self.cornerRadiuses = cornerRadiuses
    self.metrics = metrics
    self.spacings = spacings
  }

  enum CodingKeys: String, CodingKey {
    case autoSlidingTimeout = "auto_sliding_timeout"
    case backgroundColor = "background_color"
    case cornerRadiuses = "corner_radiuses"
    case metrics
    case spacings = "spasings"
  }
}
