import Runtime
import Store

/// Tab completion: meta-commands after ":", otherwise contact names.
enum ShellCompletion {
  static func candidates(_ lineBeforeCursor: String, database: AppDatabase) -> [String] {
    if lineBeforeCursor.hasPrefix(":") && !lineBeforeCursor.contains(" ") {
      return MetaCommandNames.all.filter { $0.hasPrefix(lineBeforeCursor) }
    }
    let word =
      lineBeforeCursor.split(separator: " ", omittingEmptySubsequences: false).last
      .map(String.init) ?? ""
    guard !word.isEmpty else { return [] }
    // A name with control characters in it is not offered: inserted, it would act on the line.
    // Completion runs inside the line editor, which has no place for an error line: a lookup
    // that fails offers nothing, and the request typed then meets the error itself.
    return ((try? database.nameWords(startingWith: word)) ?? []).filter {
      TerminalText.inert($0) == $0
    }
  }
}
