import GRDB

/// Which apps are on screen: every app is, as when the user talks to Siri over it, until the
/// user sends it to the background. An app whose intent changes what is on screen (in-app
/// intent handling) checks this in handle, and answers continueInApp when it is not there.
extension AppDatabase {
  public func isInForeground(app: String) throws -> Bool {
    try query { db in
      try Bool.fetchValue(
        db.cachedStatement(sql: "SELECT NOT EXISTS (SELECT 1 FROM appsInBackground WHERE app = ?)"),
        arguments: [app]) ?? true
    }
  }

  public func setInForeground(_ foreground: Bool, app: String) throws {
    try transaction { db in
      if foreground {
        try db.executeCached(sql: "DELETE FROM appsInBackground WHERE app = ?", arguments: [app])
      } else {
        try db.executeCached(
          sql: "INSERT OR IGNORE INTO appsInBackground (app) VALUES (?)", arguments: [app])
      }
    }
  }

  /// The apps in the background, by name.
  public func appsInBackground() throws -> [String] {
    try query { db in
      try String.fetchAll(db.cachedStatement(sql: "SELECT app FROM appsInBackground ORDER BY app"))
    }
  }
}
