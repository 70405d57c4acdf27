import Foundation

/// Where the demo data files live: the `Data` folder copied into the target's resource bundle.
///
/// NB: `MeowlsServer` declares `resources: [.copy("Catalog/DemoShop/Data")]`, and so does the standalone package
/// in /tmp/demowork, so `Bundle.module` finds the folder in both builds. The seeder may pass this URL or
/// `Bundle.module.url(forResource: "Data", withExtension: nil)` to `DemoCatalog.load(from:loadDate:)`.
public enum DemoShopResources {
  /// The `Data` folder with the demo shop's JSON files.
  public static var dataDirectory: URL {
    guard let url = Bundle.module.url(forResource: "Data", withExtension: nil) else {
      preconditionFailure("the Data folder is missing from the resource bundle")
    }
    return url
  }
}
