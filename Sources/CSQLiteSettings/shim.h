// SQLite's process-wide settings that intentsh changes, wrapped for Swift.
//
// sqlite3_config is a C variadic function, which Swift cannot call: each setting is a small
// static inline function with a fixed signature.
#ifndef CSQLITESETTINGS_SHIM_H
#define CSQLITESETTINGS_SHIM_H

#include <sqlite3.h>

/// Turns SQLite's memory statistics on or off (SQLITE_CONFIG_MEMSTATUS). SQLite accepts it only
/// before it is initialized, that is before the first database opens; later it returns
/// SQLITE_MISUSE and changes nothing.
static inline int csqlitesettings_memory_statistics(int enabled) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, enabled);
}

#endif
