import A11yCore

/// The one `xcode-pods-not-installed` note of a project, from the missing CocoaPods support files
/// its configurations are based on (one diagnostic each, whose message is the file's name): at the
/// first reference, naming a few of them. A project that lints before `pod install` has a
/// support file per target and configuration, which would otherwise be a note apiece.
enum MissingPodsNote {
    /// How many file names the note gives.
    static let namedFiles = 3

    /// `diagnostics` with their missing-support-file notes made one, where the first was.
    static func collapsed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let rule = XcodeProjectRule.podsNotInstalled.rawValue
        let missing = diagnostics.filter { $0.ruleID == rule }
        guard let first = missing.first else { return diagnostics }
        var names: [String] = []
        for diagnostic in missing where !names.contains(diagnostic.message) { names.append(diagnostic.message) }
        let listed = names.prefix(namedFiles).joined(separator: ", ") + (names.count > namedFiles ? ", and \(names.count - namedFiles) more" : "")
        let note = Diagnostic(xcode: .podsNotInstalled, at: first.location,
                              "\(names.count) CocoaPods support \(names.count == 1 ? "file is" : "files are") not on disk (\(listed)): `pod install` has not run",
                              hint: "Xcode needs them to build, a11y-check does not: they set CocoaPods' search paths, flags and PODS_ settings, "
                                + "none of the platform, device, Info.plist or deployment settings it reads")
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            if diagnostic.ruleID != rule {
                result.append(diagnostic)
            } else if diagnostic.location == first.location && diagnostic.message == first.message && !result.contains(where: { $0.ruleID == rule }) {
                result.append(note)
            }
        }
        return result
    }
}
