import Foundation
import MeowlsAPI

/// The back office's imports (`POST /admin/imports/yml`, `/admin/imports/prices`): a file is first sent as a dry
/// run, whose report says what would change (or which rows are wrong); the same file is then applied whole, or a
/// new one chosen. An apply is offered only for the file the report is of.
public enum AdminImportScreen {
  /// Which import.
  public enum Kind: String, CaseIterable, Equatable, Sendable {
    /// A CSV price and stock list.
    case prices
    /// A YML (Yandex Market Language) feed.
    case yml
  }

  /// The file chosen, kept between its dry run and its apply.
  public struct File: Equatable, Sendable {
    public var bytes: Data
    public var kind: Kind
    public var name: String

    public init(kind: Kind, name: String, bytes: Data) {
      self.bytes = bytes
      self.kind = kind
      self.name = name
    }
  }

  /// Everything the import shows.
  public struct State: Equatable, Sendable {
    public var file: File?
    /// The report of the file's dry run, then of its apply.
    public var report: ImportReport?
    public var submission: AdminSubmission

    public init() {
      self.file = nil
      self.report = nil
      self.submission = .idle
    }

    /// An apply is offered after a dry run of this file that found something to change.
    public var canApply: Bool {
      guard let report, file != nil, submission != .sending else { return false }
      return report.dryRun && report.changesTotal > 0
    }
  }

  /// What happened on the import, alphabetised.
  public enum Action: Equatable, Sendable {
    case applyTapped
    /// A file chosen and its dry run asked for at once.
    case fileSubmitted(File)
    case response(dryRun: Bool, Result<ImportReport, APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case send(Kind, ImportUpload)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .applyTapped:
      guard state.canApply, let file = state.file else { return [] }
      state.submission = .sending
      return [.send(file.kind, ImportUpload(file: file.bytes, dryRun: false))]

    case .fileSubmitted(let file):
      guard state.submission != .sending else { return [] }
      state.file = file.bytes.isEmpty ? nil : file
      state.report = nil
      guard !file.bytes.isEmpty else {
        state.submission = .idle
        return []
      }
      state.submission = .sending
      return [.send(file.kind, ImportUpload(file: file.bytes, dryRun: true))]

    case .response(let dryRun, let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success(let report):
        state.report = report
        state.submission = .done
        if !dryRun { state.file = nil }
      case .failure(let error):
        state.submission = .failed(error)
        if !dryRun { state.report = nil }
      }
      return []
    }
  }
}

extension AdminImportScreen {
  /// The clients the import needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var send: @Sendable (Kind, ImportUpload) async throws(APIError) -> ImportReport

    public init(send: @escaping @Sendable (Kind, ImportUpload) async throws(APIError) -> ImportReport) {
      self.send = send
    }

    public static func live(api: APIClient) -> Self {
      Self(send: { kind, upload throws(APIError) in
        try await api.send(kind == .yml ? .importYML(upload) : .importPrices(upload))
      })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .send(let kind, let upload):
      return .response(
        dryRun: upload.dryRun, await result { () throws(APIError) in try await dependencies.send(kind, upload) })
    }
  }
}
