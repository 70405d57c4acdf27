/// The libFuzzer side of every fuzz target: the entry point each target hands its check to, and the way a check
/// reports a broken invariant.
///
/// NB: SwiftPM links an executable target on Linux with `--defsym main=<Target>_main` so that tests can import it;
/// a fuzz target has no `main` of its own (libFuzzer brings one), so each target defines `<Target>_main` with
/// `@_cdecl` and calls `FuzzDriver.run`, which hands control to libFuzzer's `LLVMFuzzerRunDriver`. Whichever `main`
/// the linker keeps, the same check runs.
public enum FuzzDriver {
  /// A check libFuzzer calls with each input (`LLVMFuzzerTestOneInput`'s signature).
  public typealias Check = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Runs libFuzzer with the program's arguments (`-max_total_time=…`, corpus directories) over `check`.
  public static func run(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ check: Check
  ) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, check)
  }

  /// The bytes of one input (libFuzzer passes a null pointer for the empty input).
  public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let start, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// Stops the run when an invariant does not hold: libFuzzer reports the trap and saves the input as a crash.
  public static func expect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard !condition() else { return }
    fatalError(message(), file: file, line: line)
  }
}

// NB: compiler-rt's libFuzzer (FuzzerDriver.cpp) exports this C function; Swift has no header to import it from, and
// its arguments (pointers and a C function pointer) are passed alike by the C and Swift conventions on x86_64 and
// arm64.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ check: FuzzDriver.Check
) -> CInt
