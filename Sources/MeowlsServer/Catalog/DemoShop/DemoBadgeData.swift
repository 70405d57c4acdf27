/// A badge style in `badges.json`; `text` may hold `{percent}` or `{sale_title}`.
struct DemoBadgeData: Decodable {
  var backgroundColor: String
  var code: String
  var text: String?
  var tintColor: String
  var title: String
}
