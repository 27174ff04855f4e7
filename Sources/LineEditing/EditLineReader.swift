import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// libedit-backed reader for a terminal: emacs keys, persistent bounded history, tab completion.
///
/// Create one only when ``Terminal/isInteractive`` is true, and keep it for the whole session.
/// Creating it installs a SIGINT handler (restored when the reader goes away), so Ctrl-C
/// makes the current read return ``LineReadResult/interrupted`` instead of ending the process;
/// Ctrl-C while no read is in progress is ignored.
///
/// Prompts may contain ANSI colour codes as they are: escape sequences are marked invisible
/// for libedit automatically (wrapped in `EL_PROMPT_ESC` ignore characters, U+0001), so the
/// cursor stays in the right column. Callers never mark anything themselves.
/// Keys are libedit's emacs bindings (arrows, Ctrl-A/E/K/U, Ctrl-R search, Up/Down history)
/// plus Tab for completion and Ctrl-W to delete the previous word.
public final class EditLineReader: LineReader {
  /// True when stdin and stdout were terminals when the reader was created.
  public let isInteractive: Bool

  private let programName: String
  private let editLine: OpaquePointer?
  private let history: OpaquePointer?
  private var historyPath: String?
  private let completions: (_ lineBeforeCursor: String) -> [String]
  /// The marked prompt libedit's prompt callback hands out; owned here, freed in deinit.
  private var promptCString: UnsafeMutablePointer<CChar>?
  private var previousSigint = sigaction()
  private let installedSigint: Bool

  /// Creates the editor on stdin/stdout.
  ///
  /// - Parameters:
  ///   - programName: the name libedit uses (e.g. for `~/.editrc` sections) and warnings show.
  ///   - historyFile: created with mode 0600 (and re-chmodded to 0600 if it exists); its folder
  ///     created 0700 if missing. nil = no persistence. When it cannot be prepared, a warning
  ///     goes to stderr and history is kept in memory only. `~` is not expanded.
  ///   - historyLimit: at most this many entries kept (H_SETSIZE) and saved.
  ///   - completions: given the whole line typed so far (up to the cursor), returns candidate
  ///     full words that complete the word under the cursor (see ``CompletionWord``). The
  ///     reader inserts the unique completion and a space, or the longest common prefix and
  ///     lists the candidates when there are several (like bash); it beeps when there is none.
  public init(
    programName: String, historyFile: String?, historyLimit: Int = 1000,
    completions: @escaping (_ lineBeforeCursor: String) -> [String]
  ) {
    Platform.ensureUTF8CharacterLocale()
    self.programName = programName
    self.completions = completions
    isInteractive = Terminal.isInteractive
    installedSigint = clibedit_install_sigint_handler(&previousSigint) == 0

    history = history_init()
    if let history {
      _ = clibedit_history_set_size(history, Int32(clamping: max(historyLimit, 0)))
      _ = clibedit_history_set_unique(history, 1)
    }
    editLine = el_init(programName, clibedit_stdin(), clibedit_stdout(), clibedit_stderr())
    historyPath = nil

    if let editLine {
      _ = clibedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
      _ = clibedit_set_editor(editLine, "emacs")
      _ = clibedit_set_signal(editLine, 1)
      _ = clibedit_set_prompt_esc(
        editLine,
        { editLine in
          guard let editLine, let reader = EditLineReader.reader(of: editLine),
            let prompt = reader.promptCString
          else { return clibedit_empty_prompt() }
          return prompt
        }, CChar(PromptMarkup.ignore.value))
      if let history { _ = clibedit_set_history(editLine, history) }
      _ = clibedit_add_function(
        editLine, "intentsh-complete", "Complete the word under the cursor",
        { editLine, _ in
          guard let editLine, let reader = EditLineReader.reader(of: editLine) else {
            return UInt8(CC_ERROR)
          }
          return reader.complete(in: editLine)
        })
      _ = clibedit_bind(editLine, "^I", "intentsh-complete")
      _ = clibedit_bind(editLine, "^W", "ed-delete-prev-word")
    }

    if let historyFile, let history {
      do {
        try HistoryFile.prepare(historyFile)
        historyPath = historyFile
        _ = clibedit_history_load(history, historyFile)
      } catch {
        Platform.writeToStandardError("\(programName): history will not be saved: \(error)\n")
      }
    }
  }

  deinit {
    if let editLine { el_end(editLine) }
    if let history { history_end(history) }
    free(promptCString)
    if installedSigint { _ = clibedit_restore_sigint_handler(&previousSigint) }
  }

  /// Shows `prompt` (colour codes allowed) and reads one edited line.
  ///
  /// A prompt of several lines is supported: all lines but the last are printed before
  /// editing starts, and only the last is redrawn (after Ctrl-L or a completion listing).
  ///
  /// Ctrl-C prints `^C` and a newline and returns ``LineReadResult/interrupted``; Ctrl-D on an
  /// empty line prints a newline and returns ``LineReadResult/endOfInput``.
  public func readLine(prompt: String) -> LineReadResult {
    guard let editLine else {
      Platform.writeToStandardOutput(prompt)
      return Swift.readLine(strippingNewline: true).map(LineReadResult.line) ?? .endOfInput
    }
    let (leadingLines, lastLine) = PromptMarkup.splitAtLastLine(prompt)
    if !leadingLines.isEmpty { Platform.writeToStandardOutput(leadingLines) }
    free(promptCString)
    promptCString = strdup(PromptMarkup.marked(lastLine))

    var count: Int32 = 0
    errno = 0
    let read = InterruptMask.deliverable { el_gets(editLine, &count) }
    guard let raw = read else {
      let failure = errno
      if count < 0, failure == EINTR {
        Platform.writeToStandardOutput("^C\n")
        return .interrupted
      }
      Platform.writeToStandardOutput("\n")
      return .endOfInput
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Shows `prompt` and reads a line with echo off; the line never reaches history.
  public func readSecret(prompt: String) -> LineReadResult {
    InterruptMask.deliverable { SecretInput.readLine(prompt: prompt) }
  }

  /// Adds `line` to the history and saves the history file (when there is one).
  /// Blank lines are ignored; consecutive duplicates are stored once.
  public func addHistory(_ line: String) {
    guard let history, !line.allSatisfy(\.isWhitespace) else { return }
    _ = clibedit_history_enter(history, line)
    guard let historyPath else { return }
    do {
      // Keeps the file 0600 even if it was removed or changed since start-up.
      try HistoryFile.prepare(historyPath)
      _ = clibedit_history_save(history, historyPath)
    } catch {
      Platform.writeToStandardError("\n\(programName): history will not be saved: \(error)\n")
      self.historyPath = nil
    }
  }

  // MARK: - libedit callbacks

  private static func reader(of editLine: OpaquePointer) -> EditLineReader? {
    guard let data = clibedit_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
  }

  /// The Tab command: completes the word before the cursor.
  private func complete(in editLine: OpaquePointer) -> UInt8 {
    guard let info = el_line(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor
    else { return UInt8(CC_ERROR) }
    let before = UnsafeRawBufferPointer(start: buffer, count: cursor - buffer)
    let lineBeforeCursor = String(decoding: before, as: UTF8.self)
    let spaceFollows = cursor < info.lastchar && cursor.pointee == CChar(UInt8(ascii: " "))

    let word = CompletionWord(lineBeforeCursor: lineBeforeCursor)
    switch word.resolve(completions(lineBeforeCursor)) {
    case .noMatch:
      return UInt8(CC_REFRESH_BEEP)
    case .unique(let completion):
      replace(word, with: spaceFollows ? completion : completion + " ", in: editLine)
      return UInt8(CC_REFRESH)
    case .ambiguous(let commonPrefix, let candidates):
      if commonPrefix != word.text { replace(word, with: commonPrefix, in: editLine) }
      let listing = CompletionListing.lines(for: candidates, width: Terminal.columns)
      Platform.writeToStandardOutput("\n" + listing.joined(separator: "\n") + "\n")
      return UInt8(CC_REDISPLAY)
    }
  }

  private func replace(_ word: CompletionWord, with text: String, in editLine: OpaquePointer) {
    // libedit counts characters as code points (its buffer holds wchar_t).
    let length = word.text.unicodeScalars.count
    if length > 0 { el_deletestr(editLine, Int32(length)) }
    if !text.isEmpty { _ = el_insertstr(editLine, text) }
  }
}
