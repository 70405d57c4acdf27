import Dispatch
import Synchronization

/// Runs async work (the card terminal) from a synchronous request handler and waits for it.
///
/// NB: the work runs on its own dispatch queue through a task executor preference, never on Swift's cooperative
/// pool: that pool has one thread per core, and when callers block those threads (a synchronous test client, say)
/// a task waiting for a free one would never run and the request would hang.
enum Blocking {
  private static let executor = QueueTaskExecutor()

  static func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: executor) {
      let value = await body()
      result.withLock { $0 = value }
      done.signal()
    }
    done.wait()
    return result.withLock { $0! }
  }
}

/// A task executor that runs every job on a concurrent dispatch queue of its own.
private final class QueueTaskExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "meowls.pos.blocking", attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
