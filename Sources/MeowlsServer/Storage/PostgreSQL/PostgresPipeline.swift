import CLibPQ

/// A statement for `PostgresPipeline`: a prepared one (`prepared`, its name) with its values, or plain SQL of one
/// statement without parameters.
struct PostgresStatement {
  var sql: String
  var prepared: String?
  var binds: [SQLValue]

  init(sql: String, prepared: String, binds: [SQLValue]) {
    self.sql = sql
    self.prepared = prepared
    self.binds = binds
  }

  init(plain sql: String) {
    self.sql = sql
    prepared = nil
    binds = []
  }
}

/// Several statements in one round trip (libpq's pipeline mode): the server runs them in order, and after one
/// fails it runs none of the rest.
///
/// NB: PostgreSQL answers over a socket, and on a busy shop the round trips cost more than the statements; a
/// transaction's opening and the writes whose answer nobody reads (`DatabaseConnection.executeLater`) travel with
/// the next statement that needs its answer, or with the COMMIT.
enum PostgresPipeline {
  /// The answer of a pipeline: the first failed result (and its statement's SQL), else the last statement's
  /// result; nil when the statements could not be sent (the connection's error message says why). The caller
  /// clears it.
  struct Answer {
    var result: OpaquePointer?
    var sql: String
  }

  static func send(_ statements: [PostgresStatement], on handle: OpaquePointer) -> Answer {
    guard let first = statements.first else { return Answer(result: nil, sql: "") }
    guard PQenterPipelineMode(handle) == 1 else { return Answer(result: nil, sql: first.sql) }
    defer { PQexitPipelineMode(handle) }
    var sent = 0
    for statement in statements {
      let accepted: Int32
      if let name = statement.prepared {
        accepted = PostgresValues.withParameters(statement.binds) { values, lengths, formats in
          PQsendQueryPrepared(handle, name, Int32(statement.binds.count), values, lengths, formats, 0)
        }
      } else {
        accepted = PQsendQueryParams(handle, statement.sql, 0, nil, nil, nil, nil, 0)
      }
      guard accepted == 1 else { break }
      sent += 1
    }
    guard PQpipelineSync(handle) == 1 else { return Answer(result: nil, sql: first.sql) }
    return answers(of: statements, sent: sent, on: handle)
  }

  /// Reads every answer up to the pipeline's end (`PGRES_PIPELINE_SYNC`): each statement's result, then a null.
  private static func answers(of statements: [PostgresStatement], sent: Int, on handle: OpaquePointer) -> Answer {
    var failed: Answer?
    var last: OpaquePointer?
    var index = 0
    // NB: a lost connection answers nulls and never the end; a statement answers one null, so more nulls than
    // statements mean nothing more will come.
    var nulls = 0
    while nulls <= statements.count {
      guard let result = PQgetResult(handle) else {
        index += 1
        nulls += 1
        continue
      }
      let status = PQresultStatus(result)
      if status == PGRES_PIPELINE_SYNC {
        PQclear(result)
        break
      }
      let succeeded = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK || status == PGRES_EMPTY_QUERY
      if !succeeded, failed == nil {
        failed = Answer(result: result, sql: statements[min(index, statements.count - 1)].sql)
      } else if succeeded, index == statements.count - 1, last == nil {
        last = result
      } else {
        PQclear(result)
      }
    }
    if let failed {
      PQclear(last)
      return failed
    }
    guard sent == statements.count, let last else {
      PQclear(last)
      return Answer(result: nil, sql: statements[min(sent, statements.count - 1)].sql)
    }
    return Answer(result: last, sql: statements[statements.count - 1].sql)
  }
}
