import Foundation

/// A transfer file's lines read one at a time (a file of pictures may be larger than memory should hold).
final class TransferLineReader {
  private let file: UnsafeMutablePointer<FILE>
  private var buffer: UnsafeMutablePointer<CChar>?
  private var capacity = 0
  /// The number of the line read last, for messages.
  private(set) var lineNumber = 0

  init(path: String) throws(TransferError) {
    guard let file = fopen(path, "r") else { throw .cannotRead(path: path, reason: String(cString: strerror(errno))) }
    self.file = file
  }

  deinit {
    free(buffer)
    fclose(file)
  }

  /// The next line without its newline; nil at the end of the file.
  func next() -> [UInt8]? {
    let count = getline(&buffer, &capacity, file)
    guard count >= 0, let buffer else { return nil }
    lineNumber += 1
    var length = count
    if length > 0, buffer[length - 1] == 0x0A { length -= 1 }
    return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
  }
}

/// A transfer file written beside its final name and moved there when complete, so a failed export leaves no file
/// that looks whole; an existing file is never overwritten.
final class TransferLineWriter {
  let path: String
  private let partial: String
  private let file: UnsafeMutablePointer<FILE>
  private var finished = false

  init(path: String) throws(TransferError) {
    guard !FileManager.default.fileExists(atPath: path) else { throw .fileExists(path: path) }
    self.path = path
    partial = path + ".partial"
    // NB: "x": the partial file of another export under way is not taken over.
    guard let file = fopen(partial, "wx") else {
      throw .cannotWrite(path: partial, reason: String(cString: strerror(errno)))
    }
    self.file = file
  }

  deinit {
    if !finished {
      fclose(file)
      unlink(partial)
    }
  }

  func write(_ line: [UInt8]) throws(TransferError) {
    let written = line.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == line.count, fputc(0x0A, file) != EOF else {
      throw .cannotWrite(path: partial, reason: String(cString: strerror(errno)))
    }
  }

  /// Flushes, syncs and moves the file to its name.
  func finish() throws(TransferError) {
    guard fflush(file) == 0, fsync(fileno(file)) == 0 else {
      throw .cannotWrite(path: partial, reason: String(cString: strerror(errno)))
    }
    finished = true
    fclose(file)
    guard link(partial, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(partial)
      throw .cannotWrite(path: path, reason: reason)
    }
    unlink(partial)
  }
}
