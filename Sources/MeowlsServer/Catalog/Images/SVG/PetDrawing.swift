/// Simple, friendly animal silhouettes in a 100×100 box, drawn with a handful of shapes so every picture stays small.
enum PetDrawing {
  /// SVG elements for `pet`, filled with `fill`, with eyes in `eyes`.
  static func shapes(for pet: DemoPetKind?, fill: String, eyes: String) -> String {
    switch pet {
    case .cat:
      """
      <path d="M22 40 L30 8 L46 30 Z M78 40 L70 8 L54 30 Z" fill="\(fill)"/>\
      <circle cx="50" cy="52" r="32" fill="\(fill)"/>\
      <circle cx="38" cy="48" r="4.5" fill="\(eyes)"/><circle cx="62" cy="48" r="4.5" fill="\(eyes)"/>\
      <path d="M46 60 L54 60 L50 65 Z" fill="\(eyes)"/>\
      <path d="M20 60 L38 62 M20 68 L38 65 M80 60 L62 62 M80 68 L62 65" stroke="\(eyes)" stroke-width="1.6"/>
      """
    case .dog:
      """
      <ellipse cx="22" cy="46" rx="12" ry="24" fill="\(fill)" transform="rotate(18 22 46)"/>\
      <ellipse cx="78" cy="46" rx="12" ry="24" fill="\(fill)" transform="rotate(-18 78 46)"/>\
      <circle cx="50" cy="50" r="30" fill="\(fill)"/>\
      <circle cx="39" cy="45" r="4.5" fill="\(eyes)"/><circle cx="61" cy="45" r="4.5" fill="\(eyes)"/>\
      <ellipse cx="50" cy="62" rx="8" ry="6" fill="\(eyes)"/>\
      <path d="M50 68 Q50 76 58 74" stroke="\(eyes)" stroke-width="2" fill="none"/>
      """
    case .rodent:
      """
      <circle cx="30" cy="26" r="11" fill="\(fill)"/><circle cx="70" cy="26" r="11" fill="\(fill)"/>\
      <ellipse cx="50" cy="58" rx="34" ry="28" fill="\(fill)"/>\
      <circle cx="40" cy="50" r="4" fill="\(eyes)"/><circle cx="60" cy="50" r="4" fill="\(eyes)"/>\
      <circle cx="50" cy="60" r="3.5" fill="\(eyes)"/>\
      <rect x="46" y="64" width="8" height="7" rx="1.5" fill="#FFFFFF"/>
      """
    case .bird:
      """
      <ellipse cx="48" cy="58" rx="30" ry="26" fill="\(fill)"/>\
      <circle cx="60" cy="34" r="18" fill="\(fill)"/>\
      <path d="M76 32 L92 38 L76 42 Z" fill="#F5B041"/>\
      <circle cx="64" cy="30" r="4" fill="\(eyes)"/>\
      <path d="M24 56 Q40 44 56 60 Q40 72 24 56 Z" fill="\(eyes)" opacity="0.25"/>
      """
    case .fish:
      """
      <ellipse cx="46" cy="50" rx="32" ry="20" fill="\(fill)"/>\
      <path d="M74 50 L96 32 L96 68 Z" fill="\(fill)"/>\
      <circle cx="28" cy="46" r="4.5" fill="\(eyes)"/>\
      <path d="M44 36 Q52 50 44 64" stroke="\(eyes)" stroke-width="2" fill="none" opacity="0.4"/>
      """
    case nil:
      """
      <circle cx="50" cy="60" r="16" fill="\(fill)"/>\
      <circle cx="28" cy="38" r="9" fill="\(fill)"/><circle cx="42" cy="26" r="9" fill="\(fill)"/>\
      <circle cx="58" cy="26" r="9" fill="\(fill)"/><circle cx="72" cy="38" r="9" fill="\(fill)"/>
      """
    }
  }
}
