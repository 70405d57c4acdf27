import Foundation
import Synchronization

/// One job the runner ran, for logs and tests.
public struct JobRun: Equatable, Sendable {
  public enum Outcome: Equatable, Sendable {
    case done
    /// Failed; it runs again later.
    case failed(String)
    /// Failed its last attempt; removed.
    case givenUp(String)
  }

  public var kind: String
  public var outcome: Outcome
  public var subject: String?
}

/// Runs the background jobs of `jobs` (api.md §11.9) inside the server process. They live in the database, so a
/// restart loses none: a job due while the server was down runs at the next look.
///
/// `runDue(now:)` does all the work: `meowls serve` calls it from a timer thread every few seconds, tests call it
/// directly with the time they want. Each job runs in its own transaction together with the change of its row, so
/// it takes effect exactly once; a failing job is retried (one-off jobs up to three times, a minute apart per try).
///
/// Several servers on one database each run their own runner: a job is claimed in the transaction that runs it
/// (`JobStore.claim`), so however many runners find it due, one runs it and the others skip it.
public final class JobRunner: Sendable {
  static let maximumAttempts = 3

  let clock: Clock
  let database: any Database
  let log: LogSink
  let schedules: JobSchedules
  let work: OrderJobs
  private let timer = Mutex<TimerThread?>(nil)

  init(database: any Database, clock: Clock, log: LogSink, settings: CheckoutSettings) {
    self.clock = clock
    self.database = database
    self.log = log
    schedules = settings.jobSchedules
    work = OrderJobs(settings: settings)
  }

  /// Gives every recurring job its row, due at its next slot after `now` (or earlier, when already due).
  public func scheduleRecurring(now: Date) throws {
    let seconds = EpochSeconds.from(now)
    try database.transaction { connection in
      for kind in JobKind.recurring {
        guard let schedule = kind.schedule(in: schedules) else { continue }
        try JobStore.ensureRecurring(kind, at: schedule.next(after: seconds), in: connection)
      }
    }
  }

  /// Runs every job due at `now`, earliest first, and says what became of each.
  @discardableResult
  public func runDue(now: Date) throws -> [JobRun] {
    let seconds = EpochSeconds.from(now)
    let due = try database.withConnection { try JobStore.due(at: seconds, in: $0) }
    var runs: [JobRun] = []
    for job in due {
      if let run = try run(job, at: seconds) { runs.append(run) }
    }
    return runs
  }

  private func run(_ job: StoredJob, at seconds: Int64) throws -> JobRun? {
    let next = job.kind.schedule(in: schedules)?.next(after: seconds)
    do {
      let ran = try database.transaction { connection -> Bool in
        guard try JobStore.claim(job, in: connection) else { return false }
        try work.perform(job, now: seconds, in: connection)
        if let next {
          try JobStore.reschedule(job, to: next, failure: nil, in: connection)
        } else {
          try JobStore.finish(job, in: connection)
        }
        return true
      }
      return ran ? JobRun(kind: job.kind.rawValue, outcome: .done, subject: job.subject) : nil
    } catch let error as DatabaseError {
      throw error
    } catch {
      let message = String(describing: error)
      log.write("job \(job.kind.rawValue) \(job.subject ?? "") failed (attempt \(job.attempts + 1)): \(message)")
      let givesUp = next == nil && job.attempts + 1 >= Self.maximumAttempts
      // NB: the failed run rolled back, claim and all; another server may have run the job since, and then its
      // row says so and this attempt is not recorded.
      let recorded = try database.transaction { connection -> Bool in
        guard try JobStore.claim(job, in: connection) else { return false }
        if givesUp {
          try JobStore.finish(job, in: connection)
        } else {
          try JobStore.reschedule(
            job, to: next ?? seconds + 60 * Int64(job.attempts + 1), failure: message, in: connection)
        }
        return true
      }
      guard recorded else { return nil }
      return JobRun(
        kind: job.kind.rawValue, outcome: givesUp ? .givenUp(message) : .failed(message), subject: job.subject)
    }
  }

  /// Starts the timer thread: `runDue(now: clock.now())` every `interval` seconds until `stop()`.
  public func start(every interval: Double) {
    timer.withLock { current in
      guard current == nil else { return }
      current = TimerThread(interval: interval) { [self] in
        do {
          try runDue(now: clock.now())
        } catch {
          log.write("jobs: \(error)")
        }
      }
    }
  }

  /// Stops the timer thread and waits for a run in progress to finish.
  public func stop() {
    let running = timer.withLock { current -> TimerThread? in
      defer { current = nil }
      return current
    }
    running?.stop()
  }
}

/// A thread that calls `tick` every `interval` seconds until stopped.
private final class TimerThread: Sendable {
  private let stopping = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(interval: Double, tick: @escaping @Sendable () -> Void) {
    let stopping = self.stopping
    let finished = self.finished
    let thread = Thread {
      while stopping.wait(timeout: .now() + interval) == .timedOut { tick() }
      finished.signal()
    }
    thread.name = "meowls-jobs"
    thread.start()
  }

  func stop() {
    stopping.signal()
    finished.wait()
  }
}
