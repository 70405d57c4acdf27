import Foundation
import MeowlsAPI

extension CatalogueImport {
  /// Fetches the pictures not fetched before, within the import's limits, hands them to the store and remembers
  /// them; each failure, and each picture past a limit, is a change line of the report, not a refusal: the
  /// catalogue is written by then.
  func fetchPictures(_ fetches: [YMLImportPlan.PictureFetch], by actor: AdminActor, report: inout ImportReport) {
    forEachNew(fetches, report: &report) { fetch, pictures, budget, report in
      if let reason = budget.refusal() {
        report.pictures.skipped += 1
        report.note(fetch.change("not fetched: \(reason)"))
        return
      }
      budget.start()
      do {
        let bytes = try pictures.fetcher.fetch(fetch.url)
        if let reason = budget.add(bytes.count) {
          report.pictures.skipped += 1
          report.note(fetch.change("not fetched: \(reason)"))
          return
        }
        try pictures.sink.store(
          bytes, url: fetch.url, for: Product.ID(fetch.product), position: fetch.position, by: actor)
        try database.transaction { try ImportKeys.set("yml.picture", fetch.key, fetch.product.uuidString, $0) }
        report.pictures.fetched += 1
      } catch {
        report.pictures.failed += 1
        let reason = (error as? any ResponseError)?.body.reason ?? "\(error)"
        report.note(fetch.change("not fetched: \(reason)"))
      }
    }
  }

  /// What a dry run reports of the pictures: each one the import would fetch, with its offer's line (those past
  /// the count limit as not fetched), counted as skipped; those fetched before as unchanged. Nothing is fetched, so
  /// the byte limit and the pictures' own checks are the real import's to tell.
  func previewPictures(_ fetches: [YMLImportPlan.PictureFetch], report: inout ImportReport) {
    forEachNew(fetches, report: &report) { fetch, _, budget, report in
      report.pictures.skipped += 1
      if let reason = budget.refusal() {
        report.note(fetch.change("would not fetch: \(reason)"))
      } else {
        budget.start()
        report.note(fetch.change("would fetch"))
      }
    }
  }

  /// Counts the pictures fetched before as unchanged and hands each other one to `body` with the import's pictures
  /// and what is left of its limits; without a picture store (the tests' server) every picture is skipped.
  private func forEachNew(
    _ fetches: [YMLImportPlan.PictureFetch], report: inout ImportReport,
    _ body: (YMLImportPlan.PictureFetch, ImportPictures, inout PictureBudget, inout ImportReport) throws -> Void
  ) rethrows {
    guard let pictures else {
      report.pictures.skipped = fetches.count
      return
    }
    var budget = PictureBudget(pictures.limits)
    for fetch in fetches {
      if fetch.done {
        report.pictures.unchanged += 1
        continue
      }
      try body(fetch, pictures, &budget, &report)
    }
  }
}

/// What is left of an import's picture limits.
struct PictureBudget {
  let limits: ImportPictures.Limits
  private var bytes = 0
  private var count = 0

  init(_ limits: ImportPictures.Limits) { self.limits = limits }

  /// Why no further picture is fetched, or nil while the limits allow one.
  func refusal() -> String? {
    if count >= limits.count {
      return "past the import's limit of \(limits.count) picture\(limits.count == 1 ? "" : "s")"
    }
    if bytes >= limits.bytes { return "past the import's limit of \(Self.size(limits.bytes)) of pictures" }
    return nil
  }

  /// Counts a fetch begun.
  mutating func start() { count += 1 }

  /// Counts a fetched picture's `size` bytes; why it is not kept when it takes the import past its byte limit.
  mutating func add(_ size: Int) -> String? {
    let (total, overflow) = bytes.addingReportingOverflow(size)
    bytes = overflow ? Int.max : total
    return bytes > limits.bytes ? "past the import's limit of \(Self.size(limits.bytes)) of pictures" : nil
  }

  /// `512 MB`, or bytes below a megabyte.
  static func size(_ bytes: Int) -> String {
    bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(bytes) bytes"
  }
}

extension YMLImportPlan.PictureFetch {
  /// The report's line of this picture.
  func change(_ text: String) -> ImportChange {
    ImportChange(line: line, subject: "picture \(url)", change: text)
  }
}
