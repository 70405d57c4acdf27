extension Application {
  /// What the HTTP server calls for every request (the middleware and the routes): called directly, it answers a
  /// request in process, with no socket in between.
  public var responder: any HTTPResponder { http.responder }
}
