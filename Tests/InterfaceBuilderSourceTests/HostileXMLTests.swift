import A11yCore
import Hierarchy
import Testing
import TestSupport
@testable import InterfaceBuilderSource

/// Interface Builder files built to cost: a document type declaration whose entities expand, and a
/// file written on one line. Each is refused or read in work proportional to its size.
@Suite struct HostileXMLTests {
    /// A declaration whose internal subset would expand to gigabytes ("billion laughs") and then
    /// is malformed: the refusal comes before libxml2 reads the subset, so the subset's syntax
    /// error is never reached and no entity is expanded.
    @Test func doctypeIsRefusedBeforeItsInternalSubsetIsRead() {
        var entities = "<!ENTITY a0 \"" + String(repeating: "x", count: 1_000) + "\">\n"
        for level in 1..<40 {
            entities += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        let body = String(repeating: "<label text=\"&a39;\" id=\"L\"/>\n", count: 14_000)
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n\(entities)<!NOT-A-DECLARATION>\n]>\n<document>\(body)</document>\n"
        #expect(xml.utf8.count > 400_000)
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/Laughs.storyboard")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 2)
        #expect(loaded.diagnostics.first?.location.column == 1)
    }

    /// A document type declaration with no internal subset is refused the same way.
    @Test func externalDoctypeIsRefused() {
        let xml = "<?xml version=\"1.0\"?>\n\n<!DOCTYPE document SYSTEM \"http://example.com/x.dtd\">\n<document/>\n"
        let loaded = IBFixtures.decode(xml, path: "/nonexistent/External.storyboard")
        #expect(loaded.diagnostics.map(\.ruleID) == ["ib-doctype"])
        #expect(loaded.diagnostics.first?.location.line == 3)
    }

    /// 20,000 elements on one line: each gets its own column, and finding them all looks at each
    /// byte a few times, not once per element (which took 81 s for a 400 KB file).
    @Test func oneLineFileIsScannedOnce() {
        let element = "<label text=\"é\" id=\"L\"/>"
        let line = String(repeating: element, count: 20_000)
        let bytes = Array(line.utf8)
        var finder = ColumnFinder(bytes: bytes)
        let name = Array("label".utf8)
        let columns = name.withUnsafeBufferPointer { name in
            (0..<20_000).map { _ in finder.position(ofElement: name, line: 1).column }
        }
        let scalarsPerElement = element.unicodeScalars.count
        #expect(columns.first == 1)
        #expect(columns[1] == 1 + scalarsPerElement)
        #expect(columns.last == 1 + 19_999 * scalarsPerElement)
        #expect(finder.bytesScanned <= 2 * bytes.count)
    }

    /// A namespaced element is found by its prefix and name, and the search after it goes on.
    @Test func namespacedElementHasItsColumn() {
        let bytes = Array("<a/><x:button/><button/>".utf8)
        var finder = ColumnFinder(bytes: bytes)
        let (a, button, prefix) = (Array("a".utf8), Array("button".utf8), Array("x".utf8))
        let columns = a.withUnsafeBufferPointer { a in
            button.withUnsafeBufferPointer { button in
                prefix.withUnsafeBufferPointer { prefix in
                    [finder.position(ofElement: a, line: 1).column,
                     finder.position(ofElement: button, prefix: prefix, line: 1).column,
                     finder.position(ofElement: button, line: 1).column]
                }
            }
        }
        #expect(columns == [1, 5, 16])
    }
}

/// A storyboard whose controllers each present the next: the chain stops at the presentation
/// limit with a located `spec-limit-exceeded` (250 such controllers took 112 s).
@Suite struct StoryboardChainLimitTests {
    /// `count` view controllers, VC0 the initial one, each with a button presenting the next;
    /// each scene is 16 lines, its segue on the 9th.
    static func chain(_ count: Int) -> String {
        let scenes = (0..<count).map { index in
            let segue = index + 1 < count
                ? "<segue destination=\"VC\(index + 1)\" kind=\"presentation\" modalPresentationStyle=\"pageSheet\" id=\"SG\(index)\"/>" : ""
            return """
                    <scene sceneID="S\(index)">
                        <objects>
                            <viewController id="VC\(index)" sceneMemberID="viewController">
                                <view key="view" id="V\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button id="B\(index)"><rect key="frame" x="16" y="120" width="120" height="44"/><state key="normal" title="Next"/>
                                            <connections>
                                                \(segue)
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="VC0">
                <scenes>
            \(scenes.joined(separator: "\n"))
                </scenes>
            </document>
            """
    }

    @Test func chainStopsAtThePresentationLimit() {
        let limit = SpecLimits.maximumPresentationsPerScene
        let loaded = IBFixtures.decode(Self.chain(limit + 10), path: "/nonexistent/Chain.storyboard")
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        // The segue of VC50 would be the 51st presentation: scene 51 (1-based) starts on line 4 + 16 × 50.
        #expect(errors.map(\.ruleID) == ["spec-limit-exceeded"])
        #expect(errors.first?.location.line == 4 + 16 * limit + 8)
        #expect(errors.first?.message == "this segue would present Chain.viewController-VC51 as presentation 51 of a chain; a11y-check analyses at most 50 per scene")
        #expect(loaded.project.scenes.map(\.presentations.count).max() == limit)
    }

    @Test func chainAtTheLimitLoads() {
        let loaded = IBFixtures.decode(Self.chain(SpecLimits.maximumPresentationsPerScene + 1), path: "/nonexistent/Chain.storyboard")
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(loaded.project.scenes.map(\.presentations.count).max() == SpecLimits.maximumPresentationsPerScene)
    }
}
