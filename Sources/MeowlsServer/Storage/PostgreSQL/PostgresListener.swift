import CLibPQ
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Hears the commits of every process on the database (`NOTIFY meowls_changes`, which each writing transaction
/// sends as it commits, `PostgresConnection`) on a connection of its own, and tells `DatabaseChanges`. A thread
/// waits on the connection's socket; a lost connection stops the hearing (every read then asks the database) until
/// it is made again, a second later.
final class PostgresListener: Sendable {
  /// The channel every writing transaction notifies.
  static let channel = "meowls_changes"

  private let url: String
  private let running = Mutex<Running?>(nil)
  private let stopped = Atomic<Bool>(false)

  init(url: String) { self.url = url }

  /// Starts hearing for `changes` (once; not after `stop`).
  func start(_ changes: DatabaseChanges) {
    running.withLock { running in
      guard running == nil, !stopped.load(ordering: .acquiring) else { return }
      running = Running(url: url, changes: changes)
    }
  }

  /// Stops hearing and waits for the thread to end (at most once; later calls do nothing).
  func stop() {
    stopped.store(true, ordering: .releasing)
    running.withLock { running in
      defer { running = nil }
      return running
    }?.stop()
  }
}

/// The hearing thread and the pipe that wakes it to stop.
private final class Running: Sendable {
  private let url: String
  private let changes: DatabaseChanges
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let finished = DispatchSemaphore(value: 0)

  /// Starts the thread; without a pipe to stop it by, it hears nothing (every read asks the database).
  init?(url: String, changes: DatabaseChanges) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return nil }
    self.url = url
    self.changes = changes
    (wakeRead, wakeWrite) = (fds[0], fds[1])
    let thread = Thread { [self] in
      run()
      finished.signal()
    }
    thread.name = "meowls-pg-listen"
    thread.start()
  }

  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    finished.wait()
    close(wakeRead)
    close(wakeWrite)
  }

  private func run() {
    while true {
      guard let connection = connect() else {
        if wait(socket: -1, milliseconds: 1_000) { return }
        continue
      }
      defer { PQfinish(connection) }
      changes.hearing(true)
      let stopping = hear(on: connection)
      changes.hearing(false)
      if stopping { return }
    }
  }

  /// A connection that listens, or nil when the database cannot be reached.
  private func connect() -> OpaquePointer? {
    guard let connection = PQconnectdb(url) else { return nil }
    guard PQstatus(connection) == CONNECTION_OK else {
      PQfinish(connection)
      return nil
    }
    PQsetNoticeReceiver(connection, { _, _ in }, nil)
    let result = PQexec(connection, "LISTEN \(PostgresListener.channel)")
    defer { PQclear(result) }
    guard PQresultStatus(result) == PGRES_COMMAND_OK else {
      PQfinish(connection)
      return nil
    }
    return connection
  }

  /// Hears notifications until the connection fails (false) or the database closes (true).
  private func hear(on connection: OpaquePointer) -> Bool {
    let socket = PQsocket(connection)
    while true {
      if wait(socket: socket, milliseconds: -1) { return true }
      guard PQconsumeInput(connection) == 1 else { return false }
      var heard = false
      while let notification = PQnotifies(connection) {
        PQfreemem(notification)
        heard = true
      }
      if heard { changes.committed() }
      guard PQstatus(connection) == CONNECTION_OK else { return false }
    }
  }

  /// Waits until `socket` (unless -1) has input or `milliseconds` pass (-1: for ever); true when woken to stop.
  private func wait(socket: Int32, milliseconds: Int32) -> Bool {
    var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
    if socket >= 0 { fds.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0)) }
    while poll(&fds, nfds_t(fds.count), milliseconds) < 0, errno == EINTR {}
    return fds[0].revents & Int16(POLLIN) != 0
  }
}
