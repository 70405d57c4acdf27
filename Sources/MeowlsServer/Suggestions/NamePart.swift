/// Which part of a full name a suggestion completes.
enum NamePart: CaseIterable, Sendable {
  case name
  case patronymic
  case surname
}
