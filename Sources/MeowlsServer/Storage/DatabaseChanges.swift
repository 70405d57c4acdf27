import Dispatch
import Synchronization

/// What a server knows, without asking the database, about commits since it last looked: a count that moves at
/// every commit of this process and at every commit another process reports (PostgreSQL's `LISTEN`). A value read
/// at one count is still the database's while the count stands, so a hot read (the catalogue revision that every
/// page request starts with) may be answered from memory instead of a round trip to the database server.
///
/// NB: another server's commit is heard a moment after it (a notification's way, about a millisecond), so its
/// write shows here that much later, and never later than `maximumAge`: a value is read anew at least that often,
/// should the hearing hang without noticing. This process's own commits move the count before the request that
/// made them answers, so a client always sees its own writes.
public final class DatabaseChanges: Sendable {
  /// Nanoseconds on a monotonic clock.
  public typealias Uptime = @Sendable () -> UInt64

  private struct Remembered {
    var count: UInt64
    var readAt: UInt64
    var value: any Sendable
  }

  private let count = Atomic<UInt64>(0)
  private let hearing = Atomic<Bool>(false)
  private let started = Atomic<Bool>(false)
  private let remembered = Mutex<[String: Remembered]>([:])
  private let startHearing: @Sendable (DatabaseChanges) -> Void
  private let uptime: Uptime
  /// Nanoseconds a remembered value is kept at most.
  let maximumAge: UInt64
  /// Remembered reads answered from memory, and those that asked the database.
  let fromMemory = Atomic<UInt64>(0)
  let fromDatabase = Atomic<UInt64>(0)

  /// `startHearing` starts what reports other processes' commits, once, at the first `remembered` read; it calls
  /// `hearing(_:)` when it starts or stops hearing them, and `committed()` for each commit it hears.
  init(
    maximumAge: UInt64 = 1_000_000_000, uptime: @escaping Uptime = { DispatchTime.now().uptimeNanoseconds },
    startHearing: @escaping @Sendable (DatabaseChanges) -> Void
  ) {
    self.maximumAge = maximumAge
    self.uptime = uptime
    self.startHearing = startHearing
  }

  /// Whether other processes' commits are heard now.
  var isHearing: Bool { hearing.load(ordering: .sequentiallyConsistent) }

  /// A commit happened, here or elsewhere: every remembered value is to be read anew.
  func committed() {
    count.add(1, ordering: .sequentiallyConsistent)
  }

  /// Whether other processes' commits are heard now; while they are not, nothing is remembered.
  func hearing(_ heard: Bool) {
    hearing.store(heard, ordering: .sequentiallyConsistent)
    committed()
  }

  /// `read`'s answer, remembered under `key` while no commit may have changed it; read anew when one may have, when
  /// it is older than `maximumAge`, or while other processes' commits go unheard.
  func remembered<T: Sendable>(_ key: String, _ read: () throws -> T) rethrows -> T {
    if !started.load(ordering: .acquiring),
      started.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    {
      startHearing(self)
    }
    // NB: the count is taken before reading, so a commit during the read leaves the value stale at once.
    let now = count.load(ordering: .sequentiallyConsistent)
    guard hearing.load(ordering: .sequentiallyConsistent) else { return try counted(read) }
    let time = uptime()
    if let kept = remembered.withLock({ $0[key] }), kept.count == now, time &- kept.readAt < maximumAge,
      let value = kept.value as? T
    {
      fromMemory.add(1, ordering: .relaxed)
      return value
    }
    let value = try counted(read)
    remembered.withLock { all in
      if let kept = all[key], kept.count > now { return }
      all[key] = Remembered(count: now, readAt: time, value: value)
    }
    return value
  }

  private func counted<T>(_ body: () throws -> T) rethrows -> T {
    fromDatabase.add(1, ordering: .relaxed)
    return try body()
  }
}
