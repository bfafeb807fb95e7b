import A11yCore
import Hierarchy
import Testing

@Suite("Assumptions (reference/assumptions.md)")
struct AssumptionsTests {
    @Test("every key of reference/assumptions.md has a row with a default and a source")
    func table() {
        #expect(Assumptions.table.map(\.key) == AssumptionKey.allCases)
        #expect(Assumptions.table.allSatisfy { !$0.defaultValue.isEmpty && !$0.source.isEmpty })
    }

    @Test("the defaults are reference/assumptions.md's")
    func defaults() {
        let value = Assumptions.defaults
        #expect(value.overStylesHidePresenter && value.customPresentationLeaks && value.dismissRegion)
        #expect(value.alphaThreshold == 0)
        #expect(value.rowTolerance(on: .iphone) == 8 && value.rowTolerance(on: .ipad) == 13)
        #expect(value.announcementStyle == .snapshot && value.defaultMask == .documented)
        #expect(!value.contextStylesAdapt && !value.sheetInCompactHeightCallsPresenter && value.preferredOrientationWins)
        #expect(value.preferredOrientationMismatchCrashes(on: IOSVersion(13)!) == false)
        #expect(value.promptHeight == 30)
        #expect(value.cellWithControls == .container)
    }

    @Test("overrides by key, with errors for unknown keys and values")
    func overrides() throws {
        let changed = try Assumptions().applying([
            "contextStylesAdapt": "true", "rowTolerance": "iphone:5,ipad:9", "announcementStyle": "speech",
            "preferredOrientationMismatchCrashes": "26", "alphaThreshold": "0.01", "promptHeight": "36",
            "cellWithControls": "element",
        ])
        #expect(changed.promptHeight == 36 && changed.cellWithControls == .element)
        #expect(changed.contextStylesAdapt && changed.rowTolerance(on: .iphone) == 5 && changed.rowTolerance(on: .ipad) == 9)
        #expect(changed.announcementStyle == .speech && changed.alphaThreshold == 0.01)
        #expect(changed.preferredOrientationMismatchCrashes(on: IOSVersion(26)!))
        #expect(throws: AssumptionError(key: "prefferedOrientationWins", value: "true", problem: .unknownKey)) {
            try Assumptions().applying(["prefferedOrientationWins": "true"])
        }
        #expect(throws: AssumptionError(key: "defaultMask", value: "all", problem: .invalidValue)) {
            try Assumptions().applying(["defaultMask": "all"])
        }
        #expect(throws: AssumptionError(key: "promptHeight", value: "tall", problem: .invalidValue)) {
            try Assumptions().applying(["promptHeight": "tall"])
        }
        #expect(throws: AssumptionError(key: "cellWithControls", value: "group", problem: .invalidValue)) {
            try Assumptions().applying(["cellWithControls": "group"])
        }
        #expect(Assumptions.CellWithControls.allCases.map(\.rawValue) == ["container", "element"])
        let error = AssumptionError(key: "prefferedOrientationWins", value: "true", problem: .unknownKey)
        #expect(error.description == "unknown assumption 'prefferedOrientationWins'; did you mean 'preferredOrientationWins'?")
    }
}

@Suite("Marked examples")
struct MarkedExampleTests {
    @Test("marks are removed and their positions counted in Unicode scalars after removal")
    func marks() {
        let example = MarkedExample("a: 1\n  ↓b: é↓c\n↓")
        #expect(example.text == "a: 1\n  b: éc\n")
        #expect(example.marks == [.init(line: 2, column: 3), .init(line: 2, column: 7), .init(line: 3, column: 1)])
    }
}
