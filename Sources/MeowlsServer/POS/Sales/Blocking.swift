import Dispatch
import Synchronization

/// Runs async work from a synchronous request handler, on the calling thread.
///
/// NB: the async work runs on an executor that is the waiting thread itself (`CallingThreadExecutor`), not on the
/// cooperative pool. The pool has one thread per core, and whoever blocks all of them (synchronous tests on a
/// two-core machine, each waiting for a server answer) would otherwise leave the work unscheduled while the
/// handler waits for it: a deadlock. Work that hops to an actor of its own still needs that actor's executor.
enum Blocking {
  static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let executor = CallingThreadExecutor()
    let result = Mutex<T?>(nil)
    Task(executorPreference: executor) {
      let value = await body()
      result.withLock { $0 = value }
      executor.finish()
    }
    executor.runUntilFinished()
    return result.withLock { $0! }
  }
}

/// A task executor whose jobs run on the thread that calls `runUntilFinished()`.
private final class CallingThreadExecutor: TaskExecutor {
  private struct State {
    var finished = false
    var jobs: [UnownedJob] = []
  }

  private let state = Mutex(State())
  private let wake = DispatchSemaphore(value: 0)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    state.withLock { $0.jobs.append(job) }
    wake.signal()
  }

  /// Lets `runUntilFinished()` return once the jobs queued so far have run.
  func finish() {
    state.withLock { $0.finished = true }
    wake.signal()
  }

  /// Runs the jobs as they come (every `enqueue` and `finish` signals once) until `finish()`.
  func runUntilFinished() {
    while true {
      wake.wait()
      while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
      if state.withLock({ $0.finished }) { return }
    }
  }
}
