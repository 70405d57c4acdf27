import MeowlsAPI

extension Page: JSONBodyWritable where Element: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    writer.field("pagination_info", first: &first)
    paginationInfo.writeJSON(to: &writer)
    writer.field("results", first: &first)
    writer.array(results)
    writer.byte(0x7D)
  }
}

extension PaginationInfo: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    if let nextPage {
      writer.field("next_page", first: &first)
      writer.integer(nextPage)
    }
    writer.field("page", first: &first)
    writer.integer(page)
    writer.field("per_page", first: &first)
    writer.integer(perPage)
    writer.field("total_count", first: &first)
    writer.integer(totalCount)
    writer.byte(0x7D)
  }
}

extension Image: JSONBodyWritable {
  func writeJSON(to writer: inout JSONWriter) {
    var first = true
    writer.byte(0x7B)
    if let large {
      writer.field("large", first: &first)
      writer.string(large)
    }
    if let medium {
      writer.field("medium", first: &first)
      writer.string(medium)
    }
    if let original {
      writer.field("original", first: &first)
      writer.string(original)
    }
    if let small {
      writer.field("small", first: &first)
      writer.string(small)
    }
    writer.byte(0x7D)
  }
}
