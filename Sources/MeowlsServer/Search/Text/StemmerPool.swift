import Synchronization

/// Stemmers shared by request threads: a thread borrows one for the length of a call, so no stemmer is used by
/// two threads at once and no request pays for creating one after the first few.
final class StemmerPool: Sendable {
  private let idle = Mutex<[WordStemmer]>([])

  /// Runs `body` with a stemmer no other thread is using.
  func withStemmer<T>(_ body: (WordStemmer) throws -> T) rethrows -> T {
    let stemmer = idle.withLock { $0.popLast() } ?? WordStemmer()
    defer { idle.withLock { $0.append(stemmer) } }
    return try body(stemmer)
  }
}
