import Dispatch

/// The threads the web Store renders on: a concurrent Dispatch queue, preferred by each page's task and every task
/// and actor call under it. NB: not the shared task pool (one thread per core, FIFO), so a page never waits behind
/// unrelated work queued there, and pages are rendered side by side, never one after another.
@available(macOS 15, iOS 18, *)
final class WebExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "meowls.web", qos: .userInitiated, attributes: .concurrent)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
