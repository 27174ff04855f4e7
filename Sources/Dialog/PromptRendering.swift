/// How a question is shown: its introduction, the options on the current page, and a hint
/// when more pages follow (INIntentParameterWindowSize and SubsequentIntroduction).
public enum PromptRendering {
  public static func view(of question: Question) -> PromptView {
    let visible = question.visibleRange
    let text =
      question.page == 0 || question.options.isEmpty
      ? question.text : question.subsequentIntroduction ?? "Here are \(visible.count) more:"
    let options = visible.map { index in
      PromptView.VisibleOption(
        index: index + 1, title: question.options[index].label.title,
        subtitle: question.options[index].label.subtitle,
        image: question.options[index].label.image,
        section: question.options[index].label.section)
    }
    var lines = [text]
    var section: String?
    for (option, index) in zip(options, visible) {
      // A section's title comes before its first option on the page.
      if let title = question.options[index].label.section, title != section {
        lines.append("  \(title)")
      }
      section = question.options[index].label.section
      lines.append("  \(option.index). \(Self.line(option))")
    }
    let remaining = question.options.count - visible.upperBound
    if remaining > 0 { lines.append("  Say \"more\" for \(remaining) more.") }
    return PromptView(
      kind: question.kind, parameter: question.parameter, text: text, options: options,
      page: question.options.isEmpty ? 0 : question.page + 1, pageCount: question.pageCount,
      lines: lines)
  }

  /// "🌈 RainbowCar · $19 · 4 min": the image, the title and the subtitle.
  public static func line(_ option: PromptView.VisibleOption) -> String {
    line(title: option.title, subtitle: option.subtitle, image: option.image)
  }

  public static func line(title: String, subtitle: String?, image: String?) -> String {
    (image.map { "\($0) " } ?? "") + title + (subtitle.map { " · \($0)" } ?? "")
  }
}
