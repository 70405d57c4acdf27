import Foundation
import Synchronization

/// Runs `count` threads that start their `run` at the same moment: each first runs `prepare` (opens its own
/// connection, say), then waits on a start line until every thread is ready. Results come back by thread index.
///
/// NB: real threads, not `concurrentPerform`, which would run only as many bodies at a time as there are cores.
func race<Context, Value: Sendable>(
  _ count: Int, prepare: @escaping @Sendable (Int) throws -> Context,
  run: @escaping @Sendable (Int, Context) throws -> Value
) -> [Result<Value, any Error>] {
  let ready = DispatchSemaphore(value: 0)
  let start = DispatchSemaphore(value: 0)
  let done = DispatchGroup()
  let results = Mutex<[Int: Result<Value, any Error>]>([:])
  for index in 0..<count {
    done.enter()
    let thread = Thread {
      let context = Result { try prepare(index) }
      ready.signal()
      start.wait()
      let result = context.flatMap { context in Result { try run(index, context) } }
      results.withLock { $0[index] = result }
      done.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  for _ in 0..<count { ready.wait() }
  for _ in 0..<count { start.signal() }
  done.wait()
  return results.withLock { all in (0..<count).map { all[$0] ?? .failure(TestFailure("thread \($0) vanished")) } }
}
