import Dispatch
import Synchronization

/// Runs `body` on `count` threads at once and returns the status codes they got, sorted.
func statuses(_ count: Int, _ body: @Sendable @escaping (Int) throws -> Int) -> [Int] {
  let results = Mutex<[Int]>([])
  DispatchQueue.concurrentPerform(iterations: count) { index in
    let status = (try? body(index)) ?? -1
    results.withLock { $0.append(status) }
  }
  return results.withLock { $0 }.sorted()
}
