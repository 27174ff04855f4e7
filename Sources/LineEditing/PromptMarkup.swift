/// Marks the invisible escape sequences of a prompt for libedit's `EL_PROMPT_ESC`.
///
/// Callers pass coloured text as is (e.g. `"\u{1B}[1;32mintentsh\u{1B}[0m> "`); every ANSI
/// escape sequence (CSI such as `ESC[…m`, OSC such as window titles, and two-byte escapes) is
/// wrapped between two ``ignore`` characters so libedit sends it to the terminal without
/// counting it as columns, which keeps the cursor where it belongs.
///
/// libedit (20221030) attaches each marked run to the visible character that follows it and
/// loses a run that has none, or that is followed by a control character (such as a tab).
/// So adjacent sequences are merged into one run, a run followed by control characters moves
/// past them to the next visible character, and a run at the very end moves before the prompt's trailing
/// spaces; a prompt ending in a sequence without a trailing space gets one space appended.
/// Any ``ignore`` characters already in the prompt are removed. Newlines are not handled
/// here: see ``splitAtLastLine(_:)``.
enum PromptMarkup {
  /// The character that brackets invisible runs (`EL_PROMPT_ESC`'s literal-ignore character).
  static let ignore: Unicode.Scalar = "\u{1}"

  private enum Piece {
    case visible(Unicode.Scalar)
    case invisible([Unicode.Scalar])
  }

  /// Splits a prompt before its last line: libedit (20221030) drops newlines in a prompt, so
  /// the reader prints `leadingLines` itself (they end with a newline, or are empty) and gives
  /// libedit only `lastLine`, which is also all that libedit redraws.
  static func splitAtLastLine(_ prompt: String) -> (leadingLines: String, lastLine: String) {
    guard let newline = prompt.lastIndex(where: \.isNewline) else { return ("", prompt) }
    let end = prompt.index(after: newline)
    return (String(prompt[..<end]), String(prompt[end...]))
  }

  /// `prompt` with its escape sequences bracketed by ``ignore`` characters.
  static func marked(_ prompt: String) -> String {
    let pieces = placeInvisibleRuns(split(prompt))
    var result = String.UnicodeScalarView()
    for piece in pieces {
      switch piece {
      case .visible(let scalar):
        result.append(scalar)
      case .invisible(let run):
        result.append(ignore)
        result.append(contentsOf: run)
        result.append(ignore)
      }
    }
    return String(result)
  }

  /// Splits a prompt into visible characters and escape sequences (merged when adjacent).
  private static func split(_ prompt: String) -> [Piece] {
    let scalars = Array(prompt.unicodeScalars.filter { $0 != ignore })
    var pieces: [Piece] = []
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\u{1B}" {
        let end = endOfEscapeSequence(in: scalars, startingAt: index)
        let sequence = Array(scalars[index..<end])
        if case .invisible(let previous)? = pieces.last {
          pieces[pieces.count - 1] = .invisible(previous + sequence)
        } else {
          pieces.append(.invisible(sequence))
        }
        index = end
      } else {
        pieces.append(.visible(scalars[index]))
        index += 1
      }
    }
    return pieces
  }

  /// The index just past the escape sequence that starts with ESC at `start`.
  private static func endOfEscapeSequence(in scalars: [Unicode.Scalar], startingAt start: Int)
    -> Int
  {
    var index = start + 1
    guard index < scalars.count else { return index }
    let introducer = scalars[index].value
    index += 1
    switch introducer {
    case 0x5B:  // CSI "[": parameters and intermediates, then one final byte 0x40–0x7E.
      while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
      return min(index + 1, scalars.count)
    case 0x5D, 0x50, 0x5E, 0x5F:  // OSC, DCS, PM, APC: a string ended by BEL or ESC "\".
      while index < scalars.count {
        if scalars[index] == "\u{7}" { return index + 1 }
        if scalars[index] == "\u{1B}" {
          return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index + 1
        }
        index += 1
      }
      return index
    case 0x20...0x2F:  // Intermediates (e.g. "(" of a charset choice), then a final byte.
      while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
      return min(index + 1, scalars.count)
    default:  // A two-character escape.
      return index
    }
  }

  /// Moves each invisible run in front of a character libedit can attach it to.
  private static func placeInvisibleRuns(_ pieces: [Piece]) -> [Piece] {
    var placed: [Piece] = []
    var pending: [Unicode.Scalar] = []
    for piece in pieces {
      switch piece {
      case .invisible(let run):
        pending += run
      case .visible(let scalar):
        if !pending.isEmpty, occupiesColumns(scalar) {
          placed.append(.invisible(pending))
          pending = []
        }
        placed.append(piece)
      }
    }
    guard !pending.isEmpty else { return placed }
    // A run at the end: put it before the trailing spaces, or give it a space to sit on.
    var insertion = placed.endIndex
    while insertion > placed.startIndex, case .visible(" ") = placed[insertion - 1] {
      insertion -= 1
    }
    if insertion == placed.endIndex {
      placed.append(.invisible(pending))
      placed.append(.visible(" "))
    } else if insertion > placed.startIndex, case .invisible(let previous) = placed[insertion - 1] {
      placed[insertion - 1] = .invisible(previous + pending)
    } else {
      placed.insert(.invisible(pending), at: insertion)
    }
    return placed
  }

  /// Whether libedit gives `scalar` a positive width (so a run can ride on it).
  private static func occupiesColumns(_ scalar: Unicode.Scalar) -> Bool {
    CompletionListing.displayWidth(of: String(scalar)) > 0
  }
}
