/// What the app tells the server about itself in the device headers of every request (`app.md` §4.3).
public struct DeviceInfo: Hashable, Sendable {
  /// `X-App-Version`, e.g. `1.0.0`.
  public var appVersion: String
  /// `X-App-Version-Code` (the build number), e.g. `1`.
  public var appVersionCode: String
  /// `X-Device-Brand`, e.g. `iPhone`.
  public var brand: String
  /// `X-Device-Manufacturer`, e.g. `Apple`.
  public var manufacturer: String
  /// `X-Device-Model`, e.g. `15Pro`.
  public var model: String
  /// `X-OS-Version`, e.g. `17.4`.
  public var osVersion: String
  /// `X-Platform`, e.g. `ios`.
  public var platform: String

  /// Device facts.
  public init(
    appVersion: String, appVersionCode: String, brand: String, manufacturer: String, model: String,
    osVersion: String, platform: String
  ) {
    self.appVersion = appVersion
    self.appVersionCode = appVersionCode
    self.brand = brand
    self.manufacturer = manufacturer
    self.model = model
    self.osVersion = osVersion
    self.platform = platform
  }

  /// The headers these facts become.
  public var headers: [String: String] {
    [
      "X-App-Version": appVersion,
      "X-App-Version-Code": appVersionCode,
      "X-Device-Brand": brand,
      "X-Device-Manufacturer": manufacturer,
      "X-Device-Model": model,
      "X-OS-Version": osVersion,
      "X-Platform": platform,
    ]
  }
}
