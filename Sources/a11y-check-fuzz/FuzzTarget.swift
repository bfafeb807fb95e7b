import Foundation

/// What the fuzz target does with an input: chosen by `A11Y_CHECK_FUZZ_TARGET` when fuzzing, by
/// `--target` or each file's extension when replaying.
enum FuzzTarget: String, CaseIterable {
    /// Lint a YAML spec, `spec.yaml`.
    case yaml
    /// Lint a storyboard, `Main.storyboard`, read by libxml2 and mapped.
    case xml
    /// `a11y-check import` of a storyboard: the YAML written must load again with no diagnostic.
    case `import`
    /// `a11y-check report` of a YAML spec: the HTML page, every scene drawn.
    case report
    /// `a11y-check diff` of two YAML specs in memory, the input split at ``FuzzDiff/separator``.
    case diff
    /// The `project.pbxproj` of an Xcode project: read, its targets' app facts, linted.
    case project
    /// A Swift file, parsed and joined to a fixed storyboard of classes and outlets, linted.
    case swift

    /// The name the input is given in the folder it is said to be in (nothing is written there).
    var fileName: String {
        switch self {
        case .yaml, .report, .diff: "spec.yaml"
        case .xml, .import: "Main.storyboard"
        case .project: "project.pbxproj"
        case .swift: "PlayerViewController.swift"
        }
    }

    /// The target `A11Y_CHECK_FUZZ_TARGET` names (`yaml` when unset); nil for an unknown name.
    static var fromEnvironment: FuzzTarget? {
        FuzzTarget(rawValue: ProcessInfo.processInfo.environment["A11Y_CHECK_FUZZ_TARGET"] ?? "yaml")
    }

    /// The target of a replayed file: `xml` for `.storyboard` and `.xib`, `project` for
    /// `.pbxproj`, `swift` for `.swift`, else `yaml`.
    init(replaying file: String) {
        switch (file as NSString).pathExtension.lowercased() {
        case "storyboard", "xib": self = .xml
        case "pbxproj": self = .project
        case "swift": self = .swift
        default: self = .yaml
        }
    }

    /// Runs `bytes` as one input; returns a count to print when replaying (findings, or changes
    /// for `diff`). `render` says whether the reporters run (nil: for a sample of the inputs).
    @discardableResult
    func run(_ bytes: [UInt8], render: Bool?) -> Int {
        switch self {
        case .yaml, .xml: FuzzLint.lint(bytes, target: self, render: render)
        case .import: FuzzImport.roundTrip(bytes)
        case .report: FuzzReport.render(bytes)
        case .diff: FuzzDiff.compare(bytes, render: render)
        case .project: FuzzProject.read(bytes)
        case .swift: FuzzSwift.lint(bytes)
        }
    }
}
