import A11yCore
import Hierarchy
import Testing
import TestSupport
@testable import InterfaceBuilderSource

/// A key of a storyboard's strings table that names no object of the storyboard is ignored by
/// UIKit, so the text it was meant to change shows the storyboard's. A table exported before the
/// storyboard changed holds many: they have one cause and one fix (export the table anew), so the
/// table gets one `ib-missing-destination`, at its first stale key (by place in the table, not by
/// name), counting them. Before, StepicOrg/stepik-ios's `en.lproj/Main.strings` gave 47 warnings.
@Suite struct StaleStringsKeysTests {
    /// The diagnostics of applying `strings` to a storyboard whose only view is the label `LBL-00-001`.
    private static func diagnostics(_ strings: String) throws -> [String] {
        let xml = StoryboardText.minimal(subviews: """
                                    <label text="Welcome" id="LBL-00-001">
                                        <rect key="frame" x="16" y="100" width="200" height="21"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
            """)
        var file = try #require(InterfaceBuilderLoader.decode(Array(xml.utf8), path: "/nonexistent/Base.lproj/Main.storyboard").file)
        guard case .table(let table) = InterfaceStringsTable.read(Array(strings.utf8), path: "/nonexistent/en.lproj/Main.strings") else {
            Issue.record("the table does not read")
            return []
        }
        return StoryboardStrings.apply(table, to: &file).map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" }
    }

    @Test func oneStaleKeyIsOneWarningAtTheKey() throws {
        #expect(try Self.diagnostics("""
            "LBL-00-001.text" = "Hello";
            "OLD-00-009.text" = "Gone";
            """) == [
            #"2:1 the key "OLD-00-009.text" names the object 'OLD-00-009', which Main.storyboard does not have; UIKit ignores it | a key is "<objectID>.<property>" with the object's id from the Identity inspector; remove the stale key or export the table anew (Product > Export Localizations)"#,
        ])
    }

    @Test func aStaleTableIsOneWarningAtItsFirstStaleKey() throws {
        #expect(try Self.diagnostics("""
            /* Class = "UILabel"; text = "Welcome"; ObjectID = "ZZZ-00-001"; */
            "ZZZ-00-001.text" = "Welcome";

            "LBL-00-001.text" = "Hello";
            "AAA-00-002.normalTitle" = "Sign in";
            "MMM-00-003.title" = "Settings";
            """) == [
            #"2:1 3 keys name objects Main.storyboard does not have, the first here (the key "ZZZ-00-001.text" names the object 'ZZZ-00-001'); UIKit ignores them | the table is older than the storyboard: export it anew (Product > Export Localizations), or remove the stale keys"#,
        ])
    }
}
