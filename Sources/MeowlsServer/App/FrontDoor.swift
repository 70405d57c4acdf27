/// What the serving command puts in front of the API (the web Store): its own tables, and a responder that receives
/// every request first and hands the API's requests on. The server knows nothing of what it is, so the web front can
/// live in a target that never imports the server, and the server never imports the apps' kit.
public struct FrontDoor: Sendable {
  /// The front's own migrations, applied with the server's (their versions keep out of every feature's range).
  public var migrations: [Migration]
  /// Larger body limits for the front's own paths (the back office's picture and file uploads).
  public var bodyAllowances: [BodyAllowance]
  /// Builds the responder from the API's responder, the database and the resolved public URL.
  public var responder:
    @Sendable (_ api: any HTTPResponder, _ database: any Database, _ publicURL: String) throws -> any HTTPResponder

  public init(
    migrations: [Migration], bodyAllowances: [BodyAllowance] = [],
    responder:
      @escaping @Sendable (_ api: any HTTPResponder, _ database: any Database, _ publicURL: String) throws ->
      any HTTPResponder
  ) {
    self.migrations = migrations
    self.bodyAllowances = bodyAllowances
    self.responder = responder
  }
}
