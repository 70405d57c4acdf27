import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct FileSettingsStoreTests {
  @Test func valuesSurviveARestart() throws {
    let temporary = try TemporaryDirectory()
    let url = temporary.url.appendingPathComponent("settings.json")
    let store = FileSettingsStore(url: url)
    store.setValue(Fixtures.omsk, forKey: .region)
    store.setValue([Fixtures.productID(1)], forKey: .guestFavorites)
    store.setValue([Product.ID]?.none, forKey: .guestFavorites)
    let reopened = FileSettingsStore(url: url)
    #expect(reopened.value(City.self, forKey: .region) == Fixtures.omsk)
    #expect(reopened.data(forKey: .guestFavorites) == nil)
  }

  @Test func unreadableFileStartsEmptyAndIsReported() throws {
    let temporary = try TemporaryDirectory()
    let url = temporary.url.appendingPathComponent("settings.json")
    try Data("not json".utf8).write(to: url)
    let failures = Recorder<String>()
    let store = FileSettingsStore(url: url) { failures.append("\(type(of: $0))") }
    #expect(store.data(forKey: .region) == nil)
    #expect(failures.values.count == 1)
  }
}
