import CSQLite
import Dispatch
import Foundation
import Synchronization

/// Copies the WAL back into the database file on a thread of its own, so that the commit that crosses the
/// checkpoint size does not do it while every other write waits.
///
/// NB: with SQLite's automatic checkpoint, the commit past 1,000 WAL pages copied them and waited for two
/// fdatasyncs, holding the one writer; under cart updates that was every ~250 commits, and the other workers sat
/// idle behind it (a third of the CPU stayed unused). Here the writer's commit only wakes this thread. Its
/// checkpoint is SQLite's PASSIVE one: it never blocks readers or the writer, but under steady writes it cannot
/// finish the frames written meanwhile, and the WAL starts again from its beginning only after a complete
/// checkpoint. So a commit that finds the WAL past `limitPages` checkpoints itself, as SQLite would, with little
/// left to copy and sync. The thread starts at the first wake: most databases (and every test's) never need it.
final class BackgroundCheckpointer: @unchecked Sendable {
  /// When the checkpoints run, and what a test learns of them.
  struct Settings: Sendable {
    /// WAL pages after which a commit wakes the checkpointer (SQLite's automatic checkpoint size).
    var wakePages: Int32 = 1_000
    /// WAL pages after which the committing writer checkpoints itself.
    var limitPages: Int32 = 8_000
    /// Told of every checkpoint done: by whom, and how it went.
    var didCheckpoint: @Sendable (Checkpoint) -> Void = { _ in }
  }

  /// One checkpoint: who ran it, the WAL's pages, and how many of them are now in the database file.
  struct Checkpoint: Equatable, Sendable {
    enum Runner: Equatable, Sendable { case background, writer }
    var runner: Runner
    var walPages: Int32
    var checkpointedPages: Int32
  }

  private let path: String
  private let settings: Settings
  private let wake = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let isStarted = Atomic<Bool>(false)
  private let isAwake = Atomic<Bool>(false)
  private let isStopping = Atomic<Bool>(false)
  /// The WAL pages the last background checkpoint found copied; the WAL grows past them until it starts over.
  private let checkpointedPages = Atomic<Int32>(0)

  init(path: String, settings: Settings = Settings()) {
    self.path = path
    self.settings = settings
  }

  /// Called by the writer after each commit with the WAL's size in pages.
  func walHas(pages: Int32, writer: OpaquePointer) {
    // NB: count the pages written since the last checkpoint, not the WAL's size: a WAL that has not started over
    // stays past the wake size, and waking on every commit synced the files after every few commits.
    let copied = checkpointedPages.load(ordering: .acquiring)
    let fresh = pages >= copied ? pages - copied : pages
    if pages >= settings.limitPages {
      settings.didCheckpoint(SQLiteConnection.checkpointPassively(writer, by: .writer))
    } else if fresh >= settings.wakePages, !isAwake.exchange(true, ordering: .acquiringAndReleasing) {
      if !isStarted.exchange(true, ordering: .acquiringAndReleasing) { start() }
      wake.signal()
    }
  }

  /// Stops the thread after the checkpoint under way, if any. Call it once no commit can come any more.
  func stop() {
    guard !isStopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
    guard isStarted.load(ordering: .acquiring) else { return }
    wake.signal()
    finished.wait()
  }

  private func start() {
    let thread = Thread { [self] in run() }
    thread.name = "meowls-checkpoint"
    thread.start()
  }

  private func run() {
    checkpointUntilStopped()
    finished.signal()
  }

  /// NB: its connection closes when this returns, before `stop` returns: the last connection to close folds the WAL
  /// into the database file, and a file copied right after `close` must hold everything.
  private func checkpointUntilStopped() {
    // A checkpointer that cannot open its connection leaves the work to the writer's own limit.
    let connection = try? SQLiteConnection(path: path)
    defer { withExtendedLifetime(connection) {} }
    while true {
      wake.wait()
      if isStopping.load(ordering: .acquiring) { break }
      if let checkpoint = connection?.checkpointPassively() {
        checkpointedPages.store(checkpoint.checkpointedPages, ordering: .releasing)
        settings.didCheckpoint(checkpoint)
      }
      isAwake.store(false, ordering: .releasing)
    }
  }
}
