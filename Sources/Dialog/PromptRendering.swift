/// How a question is shown: its introduction, the options on the current page, and a hint
/// when more pages follow (INIntentParameterWindowSize and SubsequentIntroduction).
public enum PromptRendering {
  public static func view(of question: Question) -> PromptView {
    let visible = question.visibleRange
    let text =
      question.page == 0 || question.options.isEmpty
      ? question.text : "Here are \(visible.count) more:"
    let options = visible.map { index in
      PromptView.VisibleOption(
        index: index + 1, title: question.options[index].label.title,
        subtitle: question.options[index].label.subtitle)
    }
    var lines = [text]
    for option in options {
      let subtitle = option.subtitle.map { " · \($0)" } ?? ""
      lines.append("  \(option.index). \(option.title)\(subtitle)")
    }
    let remaining = question.options.count - visible.upperBound
    if remaining > 0 { lines.append("  Say \"more\" for \(remaining) more.") }
    return PromptView(
      kind: question.kind, parameter: question.parameter, text: text, options: options,
      page: question.options.isEmpty ? 0 : question.page + 1, pageCount: question.pageCount,
      lines: lines)
  }
}
