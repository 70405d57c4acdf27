import Foundation
import MeowlsTestSupport
import Testing

/// The data directory's lock between real processes: `flock` is the kernel's, so only two processes show it.
@Suite struct TillLockTests {
  @Test func aSecondTillOnADirectoryAnotherTillHoldsExitsWithTwoSayingSo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let arguments = [
      "till", "--server", "http://127.0.0.1:9", "--register", UUID().uuidString, "--data", directory.path("till"),
      "--port", "0",
    ]
    let first = try ServerProcess(arguments: arguments)
    let second = Process()
    second.executableURL = try ServerProcess.executable()
    second.arguments = arguments
    let errors = Pipe()
    second.standardError = errors
    second.standardOutput = FileHandle.nullDevice
    try second.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    second.waitUntilExit()
    #expect(second.terminationStatus == 2)
    #expect(
      message
        == "meowls till: the data directory \(directory.path("till")) is in use by another till process; "
        + "stop it first, or give this one its own --data\n")
    first.stop()
  }
}
