import AppSupport
import IntentKit

/// `resolveTaskTitles`, shared by createTaskList and addTasks: each item on its own, as
/// SiriKit resolves array parameters ("rice, onions and olives" is three results).
enum TaskTitles {
  /// Blank items are not required (left out); when nothing is left, a required list of items
  /// needs a value.
  static func resolve(_ value: IntentValue?, required: Bool)
    -> [ResolutionResult<SpeakableString>]
  {
    let items = value?.items ?? []
    guard items.contains(where: { !isBlank($0) }) else {
      return [required ? .needsValue : .notRequired]
    }
    return items.map { item in
      guard !isBlank(item) else { return .notRequired }
      var title = item.speakable ?? SpeakableString(spokenPhrase: item.spokenText)
      title.spokenPhrase = ListsApp.collapsed(title.spokenPhrase)
      return .success(title)
    }
  }

  /// The titles to store: the non-blank items, trimmed.
  static func titles(_ value: IntentValue?) -> [String] {
    (value?.items ?? []).filter { !isBlank($0) }.map { ListsApp.collapsed($0.spokenText) }
  }

  static func isBlank(_ value: IntentValue) -> Bool { value.spokenText.allSatisfy(\.isWhitespace) }
}
