/// The changes of a report grouped by scene, in report order, and the words the text and
/// Markdown renderers share.
struct DiffSections {
    /// One scene's changes.
    struct Section {
        let scene: String
        let changes: [DiffChange]
    }

    let sections: [Section]

    init(_ report: DiffReport) {
        var order: [String] = []
        var changes: [String: [DiffChange]] = [:]
        for change in report.changes {
            if changes[change.scene] == nil { order.append(change.scene) }
            changes[change.scene, default: []].append(change)
        }
        sections = order.map { Section(scene: $0, changes: changes[$0]!) }
    }

    /// `iphone-16-portrait, ipad-pro-11-portrait`, or `all N environments` when a change shows
    /// in every environment of the matrix.
    static func environments(_ names: [String], of all: Int) -> String {
        names.count == all && all > 1 ? "all \(all) environments" : names.joined(separator: ", ")
    }

    /// `1 change` or `3 changes`.
    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// The summary in one sentence: `3 changes: 2 VoiceOver, 1 new finding (1 error)`.
    static func phrase(_ summary: DiffReport.Summary) -> String {
        guard summary.changes > 0 else { return "no changes" }
        var parts: [String] = []
        if summary.voiceover > 0 { parts.append("\(summary.voiceover) VoiceOver") }
        if summary.orientation > 0 { parts.append("\(summary.orientation) orientation") }
        if summary.lifecycle > 0 { parts.append("\(summary.lifecycle) lifecycle") }
        if summary.newFindings > 0 {
            var new = counted(summary.newFindings, "new finding")
            if summary.newErrors > 0 { new += " (\(counted(summary.newErrors, "error")))" }
            parts.append(new)
        }
        if summary.fixedFindings > 0 { parts.append(counted(summary.fixedFindings, "fixed finding")) }
        if summary.changedFindings > 0 { parts.append(counted(summary.changedFindings, "changed finding")) }
        return "\(counted(summary.changes, "change")): " + parts.joined(separator: ", ")
    }

    /// The note about scenes left out because their inputs did not change.
    static func skippedNote(_ summary: DiffReport.Summary) -> String? {
        guard summary.scenesSkipped > 0 else { return nil }
        return "\(counted(summary.scenesSkipped, "scene")) of \(summary.scenes) had byte-identical inputs on both sides "
            + "and \(summary.scenesSkipped == 1 ? "was" : "were") not analysed again"
    }
}
