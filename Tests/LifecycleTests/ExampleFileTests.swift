import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import TestSupport
import Testing
@testable import Lifecycle

/// The shipped examples: refresh.yaml (experiment E2), containers.yaml (experiment E1), modal-styles.yaml (experiment E0).
@Suite struct ExampleFileTests {
    /// Line and column of the first occurrence of `text` in `source`.
    private func position(of text: String, in source: String) throws -> (line: Int, column: Int) {
        let lines = source.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains(text) })
        let before = lines[line].components(separatedBy: text)[0]
        return (line + 1, before.unicodeScalars.count + 1)
    }

    private func findings(_ rule: any Rule, in project: Project, _ environments: [Environment]) -> [Finding] {
        environments.flatMap { rule.findings(in: RuleInput(project: project, environment: $0)) }
    }

    private var everyVersionAndDevice: [Environment] {
        IOSVersion.all.flatMap { version in
            ["iphone-16", "iphone-se", "ipad-pro-11"].flatMap { device in
                [InterfaceOrientation.portrait, .landscapeRight].map { Fixtures.environment(device, $0, ios: version.major) }
            }
        }
    }

    @Test("experiment E2: refresh.yaml reports lifecycle-refresh-never-called on iOS 13 and later, at the refreshOn key")
    func refreshReportsOnEveryVersion() throws {
        let project = Examples.project("refresh.yaml")
        let source = try Examples.text("refresh.yaml")
        let key = try position(of: "refreshOn:", in: source)
        for environment in everyVersionAndDevice {
            let found = findings(RefreshNeverCalledRule(), in: project, [environment])
            #expect(found.count == 1, "\(environment)")
            #expect(found.map(\.location.line) == [key.line] && found.map(\.location.column) == [key.column])
            #expect(found.allSatisfy { $0.subject == "list" && $0.scope == "addFood" && $0.severity == .warning })
        }
        let message = try #require(findings(RefreshNeverCalledRule(), in: project, [Fixtures.environment()]).first)
        #expect(message.message.contains("only fullScreen and currentContext presentations that remove list's views call it"))
        #expect(message.message.contains("automatic → formSheet"))
        #expect(message.hint?.contains("through a delegate") == true)
        #expect(message.hint?.contains("presentationControllerDidDismiss(_:)") == true)
    }

    @Test("experiment E2: the same spec with a fullScreen presentation reports nothing")
    func refreshWithFullScreenIsClean() throws {
        let source = try Examples.text("refresh.yaml")
        let fullScreen = source.replacingOccurrences(of: "{present: editor, from: list}",
                                                     with: "{present: editor, from: list, style: fullScreen}")
        #expect(fullScreen != source)
        let project = Fixtures.project(fullScreen)
        #expect(findings(RefreshNeverCalledRule(), in: project, everyVersionAndDevice).isEmpty)
    }

    @Test("experiment E2: refresh.yaml's timeline shows the list hearing nothing when the editor goes")
    func refreshTimeline() throws {
        let project = Examples.project("refresh.yaml")
        let transitions = Fixtures.transitions("addFood", in: project, Fixtures.environment(ios: 13))
        let dismiss = try #require(Fixtures.transition(.dismiss, in: transitions))
        #expect(dismiss.texts(ofStep: 0) == ["editor.viewWillDisappear", "editor.viewDidDisappear"])
    }

    @Test("experiment E1: containers.yaml reports the bottom child's missing didMove and shows the embedded child's pair")
    func containers() throws {
        let project = Examples.project("containers.yaml")
        let source = try Examples.text("containers.yaml")
        let bottom = try position(of: "{node: bottom", in: source)
        let environments = EnvironmentMatrix.defaultMatrix(for: project.app).environments
        let didMove = findings(ChildMissingDidMoveRule(), in: project, environments)
        #expect(Set(didMove.map { "\($0.location.line):\($0.location.column) \($0.subject)" }) == ["\(bottom.line):\(bottom.column) bottom"])
        #expect(findings(ChildMissingWillMoveRule(), in: project, environments).isEmpty)

        let build = try #require(Fixtures.transition(.build, in: Fixtures.transitions("home", in: project)))
        let containment = build.callbacks.filter { !$0.name.isAppearance }.map(\.text)
        #expect(containment == ["top.willMove(toParent:)", "top.didMove(toParent:)", "bottom.willMove(toParent:)"])
        let embed = try #require(Fixtures.transition(.addChild, titled: "adds top", in: Fixtures.transitions("home", in: project)))
        #expect(embed.texts(ofStep: 0) == ["top.willMove(toParent:)", "top.didMove(toParent:)"])
    }

    @Test("experiment E0: modal-styles.yaml's green refreshes in viewWillAppear; only the fullScreen scene calls it")
    func modalStyles() throws {
        let project = Examples.project("modal-styles.yaml")
        let environments = EnvironmentMatrix.defaultMatrix(for: project.app).environments
        let scopes = Set(findings(RefreshNeverCalledRule(), in: project, environments).map(\.scope))
        #expect(scopes == Set(project.scenes.map(\.id)).subtracting(["fullScreen"]))
    }
}
