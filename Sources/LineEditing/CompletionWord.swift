/// The word under the cursor that Tab completes, and what Tab does with candidates.
///
/// Pure logic, independent of any terminal, so it is unit-tested directly.
public struct CompletionWord: Equatable, Sendable {
  /// The partial word being completed: the text after the last space of the line before the
  /// cursor, or the whole line when it has no space (so `:he` is completed as `:he`).
  /// Empty right after a space.
  public let text: String

  /// Extracts the word being completed from the line typed so far (up to the cursor).
  public init(lineBeforeCursor: String) {
    if let lastSpace = lineBeforeCursor.lastIndex(of: " ") {
      text = String(lineBeforeCursor[lineBeforeCursor.index(after: lastSpace)...])
    } else {
      text = lineBeforeCursor
    }
  }

  /// What pressing Tab does with `candidates`, the full words offered for this word.
  ///
  /// Duplicates are dropped. One candidate completes to that word; several extend the word to
  /// their longest common prefix (when that is longer than what was typed) and are listed,
  /// sorted, like bash.
  public func resolve(_ candidates: [String]) -> TabCompletion {
    var seen = Set<String>()
    let unique = candidates.filter { seen.insert($0).inserted }
    switch unique.count {
    case 0:
      return .noMatch
    case 1:
      return .unique(unique[0])
    default:
      let common = Self.longestCommonPrefix(of: unique)
      let extended = common.count > text.count && common.hasPrefix(text) ? common : text
      return .ambiguous(commonPrefix: extended, candidates: unique.sorted())
    }
  }

  /// The longest string every word starts with (compared character by character); "" for none.
  public static func longestCommonPrefix(of words: [String]) -> String {
    guard let first = words.first else { return "" }
    var prefix = first[...]
    for word in words.dropFirst() {
      var shared = prefix.startIndex
      var other = word.startIndex
      while shared < prefix.endIndex, other < word.endIndex, prefix[shared] == word[other] {
        prefix.formIndex(after: &shared)
        word.formIndex(after: &other)
      }
      prefix = prefix[..<shared]
      if prefix.isEmpty { break }
    }
    return String(prefix)
  }
}

/// The outcome of pressing Tab.
public enum TabCompletion: Equatable, Sendable {
  /// No candidate: the reader beeps and leaves the line alone.
  case noMatch
  /// Exactly one candidate: the word is replaced by it (the reader then adds a space).
  case unique(String)
  /// Several candidates: the word is replaced by `commonPrefix` (at least the word typed) and
  /// `candidates` are listed below the line.
  case ambiguous(commonPrefix: String, candidates: [String])
}

/// Lays out completion candidates in columns, like `ls` and bash.
enum CompletionListing {
  /// The candidates in column-major order, padded to fit `width` terminal columns.
  /// Lines carry no trailing spaces; one candidate per line when even two do not fit.
  static func lines(for candidates: [String], width: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let gap = 2
    let widths = candidates.map(displayWidth(of:))
    let cell = (widths.max() ?? 0) + gap
    let columns = max(1, (max(width, 1) + gap) / cell)
    let rows = (candidates.count + columns - 1) / columns
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      var column = 0
      while column < columns {
        let index = column * rows + row
        guard index < candidates.count else { break }
        let isLast = (column + 1) * rows + row >= candidates.count
        line += candidates[index]
        if !isLast { line += String(repeating: " ", count: cell - widths[index]) }
        column += 1
      }
      lines.append(line)
    }
    return lines
  }

  /// Terminal columns `text` occupies: 0 for controls and combining marks, 2 for East Asian
  /// wide characters and emoji, 1 otherwise.
  static func displayWidth(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + displayWidth(of: $1) }
  }

  private static func displayWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return 2 }
    let wideRanges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }
}
