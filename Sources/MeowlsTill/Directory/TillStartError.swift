import Foundation
import MeowlsAPI

/// Why the till refuses to start on a data directory. Each says in one line what is wrong and what to do.
public enum TillStartError: Error, Equatable, CustomStringConvertible {
  /// The directory cannot be created, opened or locked.
  case directory(path: String, reason: String)
  /// Another till process holds the directory.
  case inUse(path: String)
  /// The directory's identity file cannot be read.
  case identityUnreadable(path: String, reason: String)
  /// The directory was written by the till of another register.
  case otherRegister(path: String, found: Register.ID, asked: Register.ID)
  /// The directory was written by the till of this register for another server.
  case otherServer(path: String, found: String, asked: String)

  public var description: String {
    switch self {
    case .directory(let path, let reason):
      "the data directory \(path) cannot be used: \(reason)"
    case .inUse(let path):
      "the data directory \(path) is in use by another till process; stop it first, or give this one its own --data"
    case .identityUnreadable(let path, let reason):
      "the data directory \(path) has an unreadable identity file (\(reason)); it is not a till's directory"
    case .otherRegister(let path, let found, let asked):
      "the data directory \(path) belongs to register \(found.uuidString), not \(asked.uuidString); "
        + "give this register its own --data"
    case .otherServer(let path, let found, let asked):
      "the data directory \(path) belongs to the server \(found), not \(asked); give it its own --data"
    }
  }
}
