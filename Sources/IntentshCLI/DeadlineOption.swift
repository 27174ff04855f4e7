import ArgumentParser
import Foundation
import Runtime

/// `--handler-timeout`, shared by the shell and replay.
struct DeadlineOption: ParsableArguments {
  @Option(
    name: .customLong("handler-timeout"),
    help: ArgumentHelp(
      "Seconds an app has to answer each resolve, confirm and handle call.",
      valueName: "seconds"))
  var seconds: Double = HandlerDeadline.defaultSeconds

  func validate() throws {
    guard HandlerDeadline.isAllowedDeadline(seconds) else {
      throw ValidationError(
        "--handler-timeout must be more than 0 and at most \(Int(HandlerDeadline.allowedSeconds.upperBound)) seconds"
      )
    }
  }
}
