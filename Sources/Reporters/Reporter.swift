/// Turns the findings of one lint run into text in one output format.
///
/// A reporter is a pure function of its ``LintReport``: the same report renders to the same
/// bytes, with no clock or machine state in it. Reporters know nothing of UIKit or of how the
/// findings were made. The text ends with a newline unless it is empty.
public protocol Reporter: Sendable {
    /// The id users pass to `--reporter`, for example `sarif`.
    static var identifier: String { get }
    /// One line for `a11y-check reporters`: what the output is for.
    static var summary: String { get }
    /// A reporter with its default behaviour, as `--reporter` selects it.
    init()
    /// Renders the whole report.
    func render(_ report: LintReport) -> String
}
