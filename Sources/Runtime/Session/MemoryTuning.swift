import CSQLiteSettings

#if canImport(Glibc)
  import Glibc
#endif

/// How the process's allocators are set, once at start: glibc's and SQLite's.
public enum MemoryTuning {
  /// Every setting, for a program's start, before any other thread exists and before any
  /// database opens: the shell and `make bench`, whose in-process figures are the shell's,
  /// call this one function, so that they cannot come to differ.
  public static func setUpAtStart() {
    keepFreedMemory()
    skipSQLiteMemoryStatistics()
  }

  /// How glibc's allocator keeps freed memory. intentsh runs on a worker thread, whose glibc
  /// arena gives freed pages back to the kernel after nearly every request and faults them in
  /// again on the next: measured on a batch of 9,000 requests, 390,000 page faults and a third
  /// of the time. Keeping up to 32 MB of freed memory, and growing by 16 MB at a time, removes
  /// them (1,800 faults) without raising the peak resident memory, which stays what the data
  /// needs. Called once at start, before any other thread exists.
  static func keepFreedMemory() {
    #if canImport(Glibc)
      // mallopt is declared in <malloc.h>, which the Glibc module leaves out: found by name.
      // Its parameters, from the same header: M_TRIM_THRESHOLD is -1, M_TOP_PAD -2.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-1, 32 << 20)
      _ = mallopt(-2, 16 << 20)
    #endif
  }

  /// SQLite counts the memory it holds (for `sqlite3_memory_used` and a soft heap limit) under
  /// a process-wide mutex at every allocation and free: 15 M of a replay round's 702 M
  /// instructions. intentsh reads neither, so the count is switched off. SQLite takes the
  /// setting only before the first database opens, so this is called once at start, before
  /// any other thread exists (`sqlite3_config` is not thread-safe); called later it changes
  /// nothing.
  static func skipSQLiteMemoryStatistics() {
    _ = csqlitesettings_memory_statistics(0)
  }
}
