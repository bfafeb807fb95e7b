import A11yCore
import Hierarchy
import TestSupport
import Testing

/// The limits of ``SpecLimits`` on collections: each is refused, located, before the work it
/// bounds (docs/robustness.md).
@Suite struct SpecLimitsTests {
    @Test func diagnosticsPerFileStopAtTheLimitWithOneSummary() throws {
        let items = Array(repeating: "1", count: SpecLimits.maximumDiagnosticsPerFile + 5)
        let text = "screens:\n  s:\n    view: [\(items.joined(separator: ", "))]\n"
        let loaded = Spec.project(text)
        #expect(loaded.diagnostics.count == SpecLimits.maximumDiagnosticsPerFile + 1)
        let summary = try #require(loaded.diagnostics.last)
        #expect(summary.ruleID == "spec-limit-exceeded")
        #expect(summary.message == "5 more problems in this file are not reported; a11y-check reports at most 1000 per file")
        #expect(summary.hint == "fix the problems reported above and run again")
        // The first unreported item is the 1001st: "view: [" ends at column 11, each "1, " is 3 columns.
        #expect(summary.location.line == 3)
        #expect(summary.location.column == 12 + 3 * SpecLimits.maximumDiagnosticsPerFile)
        #expect(loaded.diagnostics.dropLast().allSatisfy { $0.ruleID == "spec-wrong-type" })
    }

    @Test func diagnosticsUnderTheLimitAreAllReported() {
        let items = Array(repeating: "1", count: SpecLimits.maximumDiagnosticsPerFile)
        let loaded = Spec.project("screens:\n  s:\n    view: [\(items.joined(separator: ", "))]\n")
        #expect(loaded.diagnostics.count == SpecLimits.maximumDiagnosticsPerFile)
        #expect(!loaded.diagnostics.contains { $0.ruleID == "spec-limit-exceeded" })
    }

    @Test func duplicateKeysPastTheLimitAreCountedByTheLoader() {
        let keys = (0...SpecLimits.maximumDiagnosticsPerFile + 1).map { _ in "a: 1" }
        let loaded = Spec.project("x-keys: {\(keys.joined(separator: ", "))}\n")
        #expect(loaded.diagnostics.map(\.ruleID).filter { $0 == "spec-duplicate-key" }.count == SpecLimits.maximumDiagnosticsPerFile)
        #expect(loaded.diagnostics.last?.message == "1 more problem in this file is not reported; a11y-check reports at most 1000 per file")
    }

    @Test func anOrderLongerThanTheLimitIsRefusedBeforeItsIdsAreRead() throws {
        let ids = Array(repeating: "a", count: SpecLimits.maximumOrderLength + 1)
        let result = Spec.decode("screens:\n  s:\n    view:\n      - view: {order: [\(ids.joined(separator: ", "))]}\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == "4:23 spec-limit-exceeded")
        #expect(diagnostic.message == "'order' lists 50001 ids; a11y-check reads at most 50000")
        #expect(diagnostic.hint == "an order names the accessibility elements of one container; split the container into groups with orders of their own")
        #expect(result.file?.screens.first?.view.first?.order == nil)
    }

    /// 201 views, each holding an alias of 999 empty views: 201 × 1,000 = 201,000 elements, in
    /// about 600,000 expanded nodes (within the alias limit).
    @Test func aScreenWithMoreElementsThanTheLimitIsRefused() throws {
        let labels = Array(repeating: "{view: }", count: 999).joined(separator: ", ")
        let views = Array(repeating: "{view: {children: *labels}}", count: 201).joined(separator: ", ")
        let result = Spec.decode("x-labels: &labels [\(labels)]\nscreens:\n  s:\n    view: [\(views)]\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.summary == "4:5 spec-limit-exceeded")
        #expect(diagnostic.message == "this screen holds 201000 elements; a11y-check analyses at most 200000 per screen")
        #expect(result.file?.screens.first?.view.isEmpty == true)
    }

    /// A chain one presentation longer than the limit is refused at its `presentations` key
    /// (800 chained presentations took 177 s: the lifecycle compares every level of a chain).
    @Test(arguments: [SpecLimits.maximumPresentationsPerScene, SpecLimits.maximumPresentationsPerScene + 1])
    func aChainLongerThanTheLimitIsRefused(length: Int) {
        let screens = (0...length).map { "  s\($0): {title: S\($0)}" }.joined(separator: "\n")
        let chain = (1...length).map { "      - {present: s\($0), style: pageSheet}" }.joined(separator: "\n")
        let text = "screens:\n\(screens)\nscenes:\n  main:\n    root: s0\n    presentations:\n\(chain)\n"
        let result = Spec.decode(text)
        let tooLong = length > SpecLimits.maximumPresentationsPerScene
        #expect(result.diagnostics.map(\.summary) == (tooLong ? ["\(length + 6):5 spec-limit-exceeded"] : []))
        #expect(result.diagnostics.first?.message == (tooLong ? "scene 'main' chains 51 presentations; a11y-check analyses at most 50 per scene" : nil))
        #expect(result.file?.scenes.count == (tooLong ? 0 : 1))
    }

    @Test func moreScenesThanTheLimitAreRefusedAtTheirKey() {
        let scenes = (0...SpecLimits.maximumScenesPerFile).map { "  c\($0): {root: s}" }.joined(separator: "\n")
        let result = Spec.decode("screens:\n  s: {title: S}\nscenes:\n\(scenes)\n")
        #expect(result.diagnostics.map(\.summary) == ["3:1 spec-limit-exceeded"])
        #expect(result.diagnostics.first?.message == "the file describes 2001 scenes; a11y-check analyses at most 2000 per file")
        #expect(result.file?.scenes.isEmpty == true)
    }
}
