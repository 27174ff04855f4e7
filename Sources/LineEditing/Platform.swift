import CLibEdit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small wrappers over the C library that the readers share.
enum Platform {
  /// Writes `text` to stdout and flushes it, through the same `FILE` libedit and `print` use.
  static func writeToStandardOutput(_ text: String) {
    let output = clibedit_stdout()
    fputs(text, output)
    fflush(output)
  }

  /// Writes `text` to stderr.
  static func writeToStandardError(_ text: String) {
    fputs(text, clibedit_stderr())
  }

  /// The description of an errno value.
  static func describe(errno code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Makes the character-type locale UTF-8, which libedit needs for non-ASCII input and prompts.
  ///
  /// Only `LC_CTYPE` is touched (libedit decodes with `mbrtowc` and measures with `wcwidth`);
  /// number and message formatting keep the "C" locale. When the environment's locale is
  /// missing or not UTF-8 (e.g. `LANG` unset), `C.UTF-8` is used instead.
  static func ensureUTF8CharacterLocale() {
    _ = setlocale(LC_CTYPE, "")
    if characterLocaleIsUTF8 { return }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8"] {
      if setlocale(LC_CTYPE, name) != nil, characterLocaleIsUTF8 { return }
    }
  }

  private static var characterLocaleIsUTF8: Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased().filter { $0 != "-" }
    return name == "UTF8"
  }
}
