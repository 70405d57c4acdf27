import Foundation
import MeowlsAPI
import MeowlsServer

// `meowls-bench purchases [--db postgres://…] [--threads n]`: purchases per second on the embedded database, or on
// an empty PostgreSQL database (see PurchaseBenchmark).
if CommandLine.arguments.dropFirst().first == "purchases" {
  let options = Array(CommandLine.arguments.dropFirst(2))
  func option(_ name: String) -> String? {
    options.firstIndex(of: name).flatMap { options.indices.contains($0 + 1) ? options[$0 + 1] : nil }
  }
  try PurchaseBenchmark.run(database: option("--db"), threads: option("--threads").flatMap { Int($0) })
  exit(0)
}

// `meowls-bench soak <meowls> [minutes] [--check]`: a mixed load at 70% of its peak (see SoakBenchmark).
if CommandLine.arguments.dropFirst().first == "soak" {
  do {
    try SoakBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
  }
}

// `meowls-bench pictures [WIDTHxHEIGHT]`: a 12-megapixel JPEG upload resized to every size (see PictureBenchmark).
if CommandLine.arguments.dropFirst().first == "pictures" {
  try PictureBenchmark.run(sides: CommandLine.arguments.dropFirst(2).first)
  exit(0)
}

// Encodes a 20-product page with MEOWLS' JSONBodyEncoder (its hand-written writers, and its generic one-pass
// Encodable path) and with Foundation's JSONEncoder (the reference), in the same process, and prints the time per
// page and the ratio. Target: MEOWLS under 15 µs per page.
// With arguments it prints the catalogue requests run.sh measures instead (see CatalogBenchmarkTargets).

// `meowls-bench edits <db> <page> [edits]`: the catalogue page's rate before and after admin edits (EditsBenchmark).
if CommandLine.arguments.dropFirst().first == "edits" {
  try EditsBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}

// `meowls-bench imports <dir> [offers]`: a 100,000-offer YML feed into a fresh database (see ImportBenchmark).
if CommandLine.arguments.dropFirst().first == "imports" {
  try ImportBenchmark.run(Array(CommandLine.arguments.dropFirst()))
  exit(0)
}

// `meowls-bench cart-setup <db> <dir>`: the signed-in cart updates and product cards cart.sh replays.
if CommandLine.arguments.dropFirst().first == "cart-setup" {
  try CartBenchmarkTargets.run(Array(CommandLine.arguments.dropFirst()))
  exit(0)
}

if CommandLine.arguments.count > 1 {
  do {
    try CatalogBenchmarkTargets.run(Array(CommandLine.arguments.dropFirst()))
    exit(0)
  } catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
  }
}

let page = BenchmarkFixtures.productPage(count: 20)
let iterations = 20_000

func microsecondsPerCall(_ body: () throws -> Int) rethrows -> Double {
  var sink = 0
  for _ in 0..<500 { sink &+= try body() }  // warm-up
  var samples: [Double] = []
  for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<iterations { sink &+= try body() }
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(iterations) / 1000)
  }
  precondition(sink != 42, "keeps the optimiser honest")
  return samples.sorted()[samples.count / 2]
}

let meowls = JSONBodyEncoder()
let foundation = JSONEncoder()
foundation.dateEncodingStrategy = .iso8601
let sortedFoundation = JSONEncoder()
sortedFoundation.dateEncodingStrategy = .iso8601
sortedFoundation.outputFormatting = [.sortedKeys]

let bytes = try meowls.encode(page).count
let ours = try microsecondsPerCall { try meowls.encode(page).count }
if ProcessInfo.processInfo.environment["MEOWLS_BENCH_PROFILE"] != nil {
  print(String(format: "MEOWLS encoder alone: %.2f µs per page", ours))
  exit(0)
}
/// The page seen only as `Encodable`: the encoder's generic one-pass path, without the hand-written writers.
struct EncodableOnly<Value: Encodable>: Encodable {
  let value: Value
  func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}
let generic = try microsecondsPerCall { try meowls.encode(EncodableOnly(value: page)).count }
let theirs = try microsecondsPerCall { try foundation.encode(page).count }
let theirsSorted = try microsecondsPerCall { try sortedFoundation.encode(page).count }

func row(_ name: String, _ value: Double, _ reference: Double) {
  let label = name.padding(toLength: 44, withPad: " ", startingAt: 0)
  print(label, String(format: "%10.2f µs %10.2f µs %8.2f", value, reference, reference / value))
}
print("JSON page of 20 products (\(bytes) bytes), µs per page       MEOWLS    Foundation  speed-up")
row("encode vs JSONEncoder (random key order)", ours, theirs)
row("encode vs JSONEncoder (.sortedKeys)", ours, theirsSorted)
row("generic Encodable path vs JSONEncoder", generic, theirs)
print("json_page_us: \(String(format: "%.2f", ours)) (target < 15)")
print("json_page_generic_us: \(String(format: "%.2f", generic)) (the one-pass Encodable path, no hand-written writer)")
