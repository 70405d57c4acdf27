import Synchronization
import Testing

@testable import MeowlsServer

/// What a server remembers between commits (`DatabaseChanges`), without a database: reads are counted.
@Suite struct DatabaseChangesTests {
  /// A read that answers how often it ran.
  final class CountingRead: Sendable {
    let runs = Atomic<Int>(0)

    func callAsFunction() -> Int { runs.add(1, ordering: .relaxed).newValue }
  }

  func hearing(uptime: @escaping DatabaseChanges.Uptime = { 0 }) -> DatabaseChanges {
    DatabaseChanges(maximumAge: 1_000, uptime: uptime) { $0.hearing(true) }
  }

  @Test func aRememberedValueIsGivenAgainUntilACommit() {
    let changes = hearing()
    let read = CountingRead()
    #expect(changes.remembered("revision", read.callAsFunction) == 1)
    #expect(changes.remembered("revision", read.callAsFunction) == 1)
    changes.committed()
    #expect(changes.remembered("revision", read.callAsFunction) == 2)
    #expect(changes.remembered("revision", read.callAsFunction) == 2)
  }

  @Test func keysAreRememberedApart() {
    let changes = hearing()
    let read = CountingRead()
    #expect(changes.remembered("one", read.callAsFunction) == 1)
    #expect(changes.remembered("other", read.callAsFunction) == 2)
    #expect(changes.remembered("one", read.callAsFunction) == 1)
  }

  @Test func nothingIsRememberedWhileOtherProcessesCommitsGoUnheard() {
    let changes = DatabaseChanges { _ in }
    let read = CountingRead()
    #expect(changes.remembered("revision", read.callAsFunction) == 1)
    #expect(changes.remembered("revision", read.callAsFunction) == 2)
  }

  @Test func losingTheHearingForgetsWhatWasRemembered() {
    let changes = hearing()
    let read = CountingRead()
    _ = changes.remembered("revision", read.callAsFunction)
    changes.hearing(false)
    changes.hearing(true)
    #expect(changes.remembered("revision", read.callAsFunction) == 2)
  }

  @Test func aValueIsReadAnewOnceOlderThanTheLongestAge() {
    let now = Atomic<UInt64>(5_000)
    let changes = hearing { now.load(ordering: .relaxed) }
    let read = CountingRead()
    _ = changes.remembered("revision", read.callAsFunction)
    now.store(5_999, ordering: .relaxed)
    #expect(changes.remembered("revision", read.callAsFunction) == 1)
    now.store(6_000, ordering: .relaxed)
    #expect(changes.remembered("revision", read.callAsFunction) == 2)
  }

  @Test func hearingStartsOnceAtTheFirstRead() {
    let starts = Atomic<Int>(0)
    let changes = DatabaseChanges { changes in
      starts.add(1, ordering: .relaxed)
      changes.hearing(true)
    }
    #expect(starts.load(ordering: .relaxed) == 0)
    for _ in 0..<3 { _ = changes.remembered("revision") { 0 } }
    #expect(starts.load(ordering: .relaxed) == 1)
  }
}
