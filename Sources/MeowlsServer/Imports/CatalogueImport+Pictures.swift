import Foundation
import MeowlsAPI

extension CatalogueImport {
  /// Takes the pictures not taken before from `source` (the archive, then the network), within the import's limits,
  /// hands them to the store and remembers them; each failure, and each picture past a limit, is a change line of
  /// the report, not a refusal: the catalogue is written by then.
  func fetchPictures(
    _ fetches: [YMLImportPlan.PictureFetch], from source: (any PictureFetcher)?, by actor: AdminActor,
    report: inout ImportReport
  ) {
    forEachNew(fetches, from: source, report: &report) { fetch, pictures, source, budget, report in
      let origin = source.origin(of: fetch.url)
      if let reason = budget.refusal(fetching: origin == .network) {
        report.pictures.skipped += 1
        report.note(fetch.change("not fetched: \(reason)"))
        return
      }
      if origin == .network { budget.start() }
      do {
        let bytes = try source.fetch(fetch.url)
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

  /// What a dry run reports of the pictures: each one the import would take, with its offer's line and where it
  /// would come from (the archive, a fetch, or nowhere: missing; those past the count limit as not fetched),
  /// counted as skipped; those taken before as unchanged. Nothing is fetched, so the byte limit and the pictures'
  /// own checks are the real import's to tell.
  func previewPictures(
    _ fetches: [YMLImportPlan.PictureFetch], from source: (any PictureFetcher)?, report: inout ImportReport
  ) {
    forEachNew(fetches, from: source, report: &report) { fetch, _, source, budget, report in
      report.pictures.skipped += 1
      switch source.origin(of: fetch.url) {
      case .archive: report.note(fetch.change("would take from the archive"))
      case .missing: report.note(fetch.change("missing: not in the archive"))
      case .network:
        if let reason = budget.refusal(fetching: true) {
          report.note(fetch.change("would not fetch: \(reason)"))
        } else {
          budget.start()
          report.note(fetch.change("would fetch"))
        }
      }
    }
  }

  /// Counts the pictures taken before as unchanged and hands each other one to `body` with the import's pictures,
  /// its source and what is left of its limits; without a picture store or a source (the tests' server without an
  /// archive) every picture is skipped.
  private func forEachNew(
    _ fetches: [YMLImportPlan.PictureFetch], from source: (any PictureFetcher)?, report: inout ImportReport,
    _ body: (YMLImportPlan.PictureFetch, ImportPictures, any PictureFetcher, inout PictureBudget, inout ImportReport)
      throws -> Void
  ) rethrows {
    guard let pictures, let source else {
      report.pictures.skipped = fetches.count
      return
    }
    var budget = PictureBudget(pictures.limits)
    for fetch in fetches {
      if fetch.done {
        report.pictures.unchanged += 1
        continue
      }
      try body(fetch, pictures, source, &budget, &report)
    }
  }
}

/// What is left of an import's picture limits.
struct PictureBudget {
  let limits: ImportPictures.Limits
  private var bytes = 0
  private var count = 0

  init(_ limits: ImportPictures.Limits) { self.limits = limits }

  /// Why no further picture is taken, or nil while the limits allow one; the count limit binds only `fetching`.
  func refusal(fetching: Bool) -> String? {
    if fetching, count >= limits.count {
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
