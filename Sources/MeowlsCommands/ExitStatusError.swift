/// A failure that is the operator's to fix (a refused data directory) and exits with its own status, with one line
/// saying why and no usage text.
protocol ExitStatusError: Error, CustomStringConvertible {
  var exitStatus: Int32 { get }
}
