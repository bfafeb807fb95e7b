import A11yCore
import Foundation
import Testing
@testable import Reporters
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("junit reporter")
struct JUnitReporterTests {
    @Test func oneSuitePerFileAndOneCasePerFinding() {
        #expect(JUnitReporter().render(Fixtures.report) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="a11y-check" tests="6" failures="4" errors="0" time="0.000">
          <testsuite name="../../elsewhere/outside.yaml" tests="1" failures="1" errors="0" skipped="0" time="0" file="../../elsewhere/outside.yaml">
            <testcase classname="a11y-check.spec-unknown-key" name="spec-unknown-key at ../../elsewhere/outside.yaml:2:3" time="0">
              <failure message="Unknown key &apos;colour&apos;; did you mean &apos;color&apos;?" type="error">../../elsewhere/outside.yaml:2:3: error: Unknown key 'colour'; did you mean 'color'? [spec-unknown-key]</failure>
            </testcase>
          </testsuite>
          <testsuite name="Screens/Clean.yaml" tests="1" failures="0" errors="0" skipped="0" time="0" file="Screens/Clean.yaml">
            <testcase classname="a11y-check" name="Screens/Clean.yaml has no findings" time="0"/>
          </testsuite>
          <testsuite name="Screens/Settings.yaml" tests="3" failures="3" errors="0" skipped="0" time="0" file="Screens/Settings.yaml">
            <testcase classname="a11y-check.orientation-mask" name="orientation-mask at Screens/Settings.yaml:3:5 (settings/root)" time="0">
              <failure message="Mask a|b, c: d&#13;&#10;next" type="warning">Screens/Settings.yaml:3:5: warning: Mask a|b, c: d&#13;
        next [orientation-mask]</failure>
            </testcase>
            <testcase classname="a11y-check.accessibility-missing-label" name="accessibility-missing-label at Screens/Settings.yaml:12:11 (settings/close)" time="0">
              <failure message="Button &quot;close&quot; is 100% &lt;unlabeled&gt; &amp; can&apos;t be read" type="error">Screens/Settings.yaml:12:11: error: Button "close" is 100% &lt;unlabeled&gt; &amp; can't be read [accessibility-missing-label]
        Hint: Add label: Close,
        or hide it.
        Environments: iPhone, iPad</failure>
            </testcase>
            <testcase classname="a11y-check.accessibility-missing-label" name="accessibility-missing-label at Screens/Settings.yaml:12:11 (settings/close) #2" time="0">
              <failure message="Second finding, same place" type="error">Screens/Settings.yaml:12:11: error: Second finding, same place [accessibility-missing-label]</failure>
            </testcase>
          </testsuite>
          <testsuite name="Screens/Ünïcode/Café.yaml" tests="1" failures="0" errors="0" skipped="0" time="0" file="Screens/Ünïcode/Café.yaml">
            <testcase classname="a11y-check.presentation-modal" name="presentation-modal at Screens/Ünïcode/Café.yaml:7:9" time="0">
              <system-out>Screens/Ünïcode/Café.yaml:7:9: note: Modal «Détails» 日本 is fine [presentation-modal]</system-out>
            </testcase>
          </testsuite>
        </testsuites>

        """#)
    }

    @Test func cleanFileGetsOnePassingCase() {
        #expect(JUnitReporter().render(Fixtures.cleanReport) == #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="a11y-check" tests="1" failures="0" errors="0" time="0.000">
          <testsuite name="Screens/Clean.yaml" tests="1" failures="0" errors="0" skipped="0" time="0" file="Screens/Clean.yaml">
            <testcase classname="a11y-check" name="Screens/Clean.yaml has no findings" time="0"/>
          </testsuite>
        </testsuites>

        """#)
    }

    /// Parsed with Foundation's XMLDocument: names are unique, the counts match the test cases,
    /// and attributes read back exactly.
    @Test func parsesWithUniqueNamesAndMatchingCounts() throws {
        let document = try XMLDocument(xmlString: JUnitReporter().render(Fixtures.report))
        let root = try #require(document.rootElement())
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }
        #expect(names.count == 6)
        #expect(Set(names).count == names.count)
        #expect(root.attribute(forName: "tests")?.stringValue == String(cases.count))
        let failures = try document.nodes(forXPath: "//failure")
        #expect(root.attribute(forName: "failures")?.stringValue == String(failures.count))
        #expect(root.attribute(forName: "errors")?.stringValue == "0")
        for suite in try document.nodes(forXPath: "//testsuite").compactMap({ $0 as? XMLElement }) {
            #expect(suite.attribute(forName: "tests")?.stringValue == String(suite.elements(forName: "testcase").count))
            let failing = suite.elements(forName: "testcase").filter { !$0.elements(forName: "failure").isEmpty }
            #expect(suite.attribute(forName: "failures")?.stringValue == String(failing.count))
        }
        let messages = failures.compactMap { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue }
        #expect(messages.contains("Mask a|b, c: d\r\nnext"))
        #expect(messages.contains(#"Button "close" is 100% <unlabeled> & can't be read"#))
    }

    /// The same rule at the same place in the same scene, many times over, still gets distinct names.
    @Test func repeatedFindingsGetNumberedNames() throws {
        let finding = Finding(ruleID: "r", severity: .error, location: SourceLocation(file: "a.yaml", line: 1, column: 1),
                              message: "m", scope: "s", subject: "x")
        let report = LintReport(findings: Array(repeating: finding, count: 3), rules: [], toolVersion: "1",
                                workingDirectory: "/w", files: ["a.yaml"], sourceText: { _ in nil })
        let document = try XMLDocument(xmlString: JUnitReporter().render(report))
        let names = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
        #expect(names == ["r at a.yaml:1:1 (s/x)", "r at a.yaml:1:1 (s/x) #2", "r at a.yaml:1:1 (s/x) #3"])
    }

    /// `<testsuites time>` is the run's duration in seconds with three decimals (the form of
    /// Jenkins' `SUREFIRE_TIME`); suites and cases say 0.
    @Test func timeIsTheRunsDuration() throws {
        #expect(JUnitReporter.seconds(0) == "0.000")
        #expect(JUnitReporter.seconds(1.2345) == "1.235")
        #expect(JUnitReporter.seconds(61.0004) == "61.000")
        #expect(JUnitReporter.seconds(0.05) == "0.050")
        let report = LintReport(findings: [], rules: [], toolVersion: "1", workingDirectory: "/w", files: ["a.yaml"], duration: 2.5,
                                sourceText: { _ in nil })
        let document = try XMLDocument(xmlString: JUnitReporter().render(report))
        #expect(document.rootElement()?.attribute(forName: "time")?.stringValue == "2.500")
        let times = try document.nodes(forXPath: "//testsuite/@time | //testcase/@time").compactMap(\.stringValue)
        #expect(times == ["0", "0"])
    }
}
