import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@testable import MeowlsWeb

/// Settings decoded once per stored form, read as the kit reads them.
@Suite struct SettingsMemoTests {
  final class Settings: SettingsStore, @unchecked Sendable {
    var stored: [String: Data] = [:]
    func data(forKey key: SettingsKey) -> Data? { stored[key.rawValue] }
    func setData(_ data: Data?, forKey key: SettingsKey) { stored[key.rawValue] = data }
  }

  static func city(_ n: Int, _ name: String) -> City {
    City(id: City.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!), name: name)
  }

  @Test func guestsStoringTheSameCityShareOneDecodedValueAndAnotherCityGetsItsOwn() {
    let memo = SettingsMemo<City>()
    let (first, second, third) = (Settings(), Settings(), Settings())
    first.setValue(Self.city(1, "Москва"), forKey: .region)
    second.setValue(Self.city(1, "Москва"), forKey: .region)
    third.setValue(Self.city(2, "Казань"), forKey: .region)
    #expect(memo.value(in: first, forKey: .region) == Self.city(1, "Москва"))
    #expect(memo.value(in: second, forKey: .region) == Self.city(1, "Москва"))
    #expect(memo.count == 1)
    #expect(memo.value(in: third, forKey: .region) == Self.city(2, "Казань"))
    #expect(memo.count == 2)
  }

  @Test func absentOrUnreadableSettingsAreNilAndNotRemembered() {
    let memo = SettingsMemo<City>()
    let settings = Settings()
    #expect(memo.value(in: settings, forKey: .region) == nil)
    settings.setData(Data("not json".utf8), forKey: .region)
    #expect(memo.value(in: settings, forKey: .region) == nil)
    #expect(memo.count == 0)
  }

  @Test func aFullMemoStartsAgainAndStillAnswers() {
    let memo = SettingsMemo<City>(limit: 2)
    let settings = Settings()
    for n in 1...3 {
      settings.setValue(Self.city(n, "Город \(n)"), forKey: .region)
      #expect(memo.value(in: settings, forKey: .region) == Self.city(n, "Город \(n)"))
    }
    #expect(memo.count == 1)
  }
}
