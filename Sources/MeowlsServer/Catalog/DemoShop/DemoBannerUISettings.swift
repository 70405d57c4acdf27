/// The `ui_settings` of a top-level banner; read from the data file as is.
public struct DemoBannerUISettings: Decodable, Equatable, Sendable {
  /// Milliseconds between slides, for sliders.
  public var autoSlidingTimeout: Int?
  /// `#RRGGBB`.
  public var backgroundColor: String?
  public var cornerRadii: DemoBannerCornerRadii?
  /// Relative card widths (`metrics[].width`); empty means none.
  public var metrics: [Double]
  public var spacings: DemoBannerSpacings?

  public init(
    autoSlidingTimeout: Int?, backgroundColor: String?, cornerRadii: DemoBannerCornerRadii?, metrics: [Double],
    spacings: DemoBannerSpacings?
  ) {
    self.autoSlidingTimeout = autoSlidingTimeout
    self.backgroundColor = backgroundColor
    self.cornerRadii = cornerRadii
    self.metrics = metrics
    self.spacings = spacings
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    autoSlidingTimeout = try container.decodeIfPresent(Int.self, forKey: .autoSlidingTimeout)
    backgroundColor = try container.decodeIfPresent(String.self, forKey: .backgroundColor)
    cornerRadii = try container.decodeIfPresent(DemoBannerCornerRadii.self, forKey: .cornerRadii)
    metrics = try container.decodeIfPresent([Double].self, forKey: .metrics) ?? []
    spacings = try container.decodeIfPresent(DemoBannerSpacings.self, forKey: .spacings)
  }

  private enum CodingKeys: String, CodingKey {
    case autoSlidingTimeout, backgroundColor, cornerRadii, metrics, spacings
  }
}
