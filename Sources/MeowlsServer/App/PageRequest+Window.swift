import MeowlsAPI

/// The pagination of api.md §4 with decisions.md's cap: page below 1 is page 1, `per_page` is clamped to 1…100,
/// and the answer shows the values used.
extension PageRequest {
  /// Items to skip.
  var offset: Int { (effectivePage - 1) * effectivePerPage }

  /// Items to take.
  var limit: Int { effectivePerPage }

  /// `pagination_info` for a list of `total` items: `next_page` only when items remain after this page.
  func info(total: Int) -> PaginationInfo {
    let page = effectivePage
    let perPage = effectivePerPage
    return PaginationInfo(
      nextPage: total > page * perPage ? page + 1 : nil, page: page, perPage: perPage, totalCount: total)
  }

  /// The page envelope of `results`, one page of a list of `total` items.
  func page<Element>(_ results: [Element], total: Int) -> Page<Element> {
    Page(paginationInfo: info(total: total), results: results)
  }
}
