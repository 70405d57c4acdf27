import Foundation
import MeowlsAPI
import MeowlsServer

/// `meowls-bench pictures`: a 12-megapixel photo-like JPEG (4000×3000, drawn by libvips) uploaded to a product of the
/// demo shop `uploads` times, each time different bytes (a JPEG comment carries the round), so every upload is
/// checked, decoded, resized to the four wire sizes, encoded as JPEG and WebP and stored. Target: under 150 ms.
/// `sides` (`4032x3024`, a phone camera's 12 megapixels) draws another size: 4000×3000 shrinks on load to exactly
/// 1000×750, a phone's photo to 1008×756 and then by a resize.
enum PictureBenchmark {
  static let target = 150.0

  static func run(sides: String? = nil, uploads: Int = 30) throws {
    let parts = (sides ?? "4000x3000").split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (1...12_000).contains(parts[0]), (1...12_000).contains(parts[1]) else {
      throw BenchmarkError(message: "pictures: sides are WIDTHxHEIGHT, each 1...12000 (got \(sides ?? ""))")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meowls-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = try SQLiteDatabase(path: directory.appendingPathComponent("bench.sqlite").path, connections: 2)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: .live).migrate(database)
    try CatalogSeeder(database: database, clock: .live).seed(
      try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: Date()))
    let vips = try Vips()
    let pictures = ProductPictures(database: database, clock: .live, vips: vips)
    let products = ProductAdmin(database: database, clock: .live, random: .live)
    let product = try products.product(withArticle: try firstArticle(database)).id
    let photo = try vips.testPhoto(width: parts[0], height: parts[1], format: .jpeg)
    var samples: [Double] = []
    var cpu: [Double] = []
    for round in 0..<(uploads + 2) {
      let bytes = commented(photo, round)
      let (start, startCPU) = (DispatchTime.now().uptimeNanoseconds, processCPUMilliseconds())
      _ = try pictures.upload(bytes, to: product, by: .console)
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      guard round >= 2 else { continue }  // NB: the first two warm libvips' and SQLite's caches.
      samples.append(milliseconds)
      cpu.append(processCPUMilliseconds() - startCPU)
    }
    let (median, p99) = percentiles(samples)
    print(
      "picture upload, \(parts[0])×\(parts[1]) JPEG (\(photo.count / 1000) KB) to 4 sizes × JPEG+WebP, \(samples.count) uploads:",
      String(format: "median %.1f ms, p99 %.1f ms", median, p99))
    print("picture_upload_ms: \(String(format: "%.1f", median)) (p99 \(String(format: "%.1f", p99)); target < 150)")
    // NB: the CPU an upload takes on all cores, which other work on a shared machine changes far less than the wall
    // time: compare builds with it there, and the wall time on a quiet machine.
    let (cpuMedian, cpuP99) = percentiles(cpu)
    print("picture_upload_cpu_ms: \(String(format: "%.1f", cpuMedian)) (p99 \(String(format: "%.1f", cpuP99)))")
  }

  /// The median and the 99th percentile of `samples`.
  static func percentiles(_ samples: [Double]) -> (median: Double, p99: Double) {
    let sorted = samples.sorted()
    return (
      sorted[sorted.count / 2], sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    )
  }

  /// CPU time this process has used, on every thread.
  static func processCPUMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
  }

  /// `jpeg` with a comment segment (`FF FE`) after its start marker naming `round`: other bytes, the same picture.
  static func commented(_ jpeg: [UInt8], _ round: Int) -> [UInt8] {
    let text = Array("meowls bench round \(round)".utf8)
    let length = text.count + 2
    return Array(jpeg[0..<2]) + [0xFF, 0xFE, UInt8(length >> 8), UInt8(length & 0xFF)] + text + Array(jpeg[2...])
  }

  static func firstArticle(_ database: any Database) throws -> Article {
    try database.withConnection { connection in
      let row = try connection.first("SELECT article FROM product_variants ORDER BY position LIMIT 1", [])
      return Article(rawValue: try row?.string(0) ?? "")
    }
  }
}
