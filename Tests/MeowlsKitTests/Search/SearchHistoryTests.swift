import MeowlsKit
import Testing

@Suite struct SearchHistoryTests {
  @Test func newestFirstWithoutRepeatsAndAtMostTwenty() {
    let history = SearchHistory(settings: InMemorySettingsStore())
    for n in 1...22 { history.record("запрос \(n)") }
    history.record(" Запрос 5 ")
    history.record("")
    let older: [Int] = Array((6...22).reversed()) + [4, 3]
    #expect(history.queries == ["Запрос 5"] + older.map { "запрос \($0)" })
  }

  @Test func removeAndClear() {
    let history = SearchHistory(settings: InMemorySettingsStore())
    history.record("корм")
    history.record("миска")
    history.remove("корм")
    #expect(history.queries == ["миска"])
    history.clear()
    #expect(history.queries == [])
  }
}
