import Foundation
import Testing
import TestSupport

/// `a11y-check diff` of a presentation and of the app's orientations, on real git repositories.
@Suite struct PresentationAndOrientationDiffTests {
    static let inbox = """
        app:
          devices: [iphone, ipad]
          orientations:
            iphone: [portrait]
            ipad: all
        screens:
          list:
            title: Inbox
            view:
              - button: {id: compose, title: Compose, frame: [16, 100, 120, 44]}
          sheet:
            title: New message
            view:
              - button: {id: send, title: Send, frame: [16, 16, 80, 44]}
              - button: {id: cancel, title: Cancel, frame: [200, 16, 80, 44]}
        scenes:
          compose:
            root: list
            presentations:
              - {present: sheet, style: pageSheet}

        """

    static func repository(edited: (String) -> String) throws -> GitFixture {
        let repository = try GitFixture()
        try repository.write("inbox.yaml", inbox)
        try repository.commit("inbox")
        try repository.write("inbox.yaml", edited(inbox))
        try repository.commit("edit")
        return repository
    }

    /// A custom presentation keeps the presenter's views in the window, and VoiceOver keeps
    /// reading them unless the presented view sets accessibilityViewIsModal
    /// (reference/voiceover.md A1.8; openradar 29384356; assumption customPresentationLeaks).
    @Test func aPresentationTurnedCustomLeaksThePresenterAndFails() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "style: pageSheet", with: "style: custom") }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--device", "iphone", "--orientation", "portrait",
                                          "--format", "json"])
        #expect(output.status == 2)
        let json = try DiffJSON(output.stdout)
        #expect(json.summary("newErrors") == 1)
        let environment = #"["iphone-16 portrait iOS 26"]"#
        #expect(json.changes == """
            [{"after":"Compose. Button.","before":null,"change":"added","environments":\(environment),"kind":"voiceover","scene":"compose","subject":"compose"},\
            {"after":null,"before":"covered by sheet (pageSheet)","change":"reachable","environments":\(environment),"kind":"voiceover","scene":"compose","subject":"compose"},\
            {"after":"reachable behind sheet (custom)","before":null,"change":"leaks","environments":\(environment),"kind":"voiceover","scene":"compose","subject":"compose"},\
            {"after":"sheet","before":"list","change":"decider","environments":\(environment),"kind":"orientation","scene":"compose","subject":"decider"},\
            {"after":null,"before":"list.presentationControllerWillDismiss(_:), sheet.viewWillDisappear, sheet.viewDidDisappear, list.presentationControllerDidDismiss(_:)",\
            "change":"transition-removed","environments":\(environment),"kind":"lifecycle","scene":"compose","subject":"the user swipes sheet down"},\
            {"after":null,"before":"list.presentationControllerWillDismiss(_:), sheet.viewWillDisappear, sheet.viewWillAppear, sheet.viewDidAppear",\
            "change":"transition-removed","environments":\(environment),"kind":"lifecycle","scene":"compose","subject":"the user starts swiping sheet down and gives up"},\
            {"after":"sheet (custom) leaves 1 element of list reachable to VoiceOver: compose","before":null,"change":"new","environments":\(environment),\
            "kind":"finding","location":"inbox.yaml:20:26","rule":"a11y-modal-leak","scene":"compose","severity":"error","subject":"sheet"}]
            """)
    }

    @Test func theGitHubFormatAnnotatesOnlyTheNewFindingAtItsHeadLine() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "style: pageSheet", with: "style: custom") }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--device", "iphone", "--orientation", "portrait",
                                          "--format", "github"])
        #expect(output.status == 2)
        #expect(output.stdout == "::error file=inbox.yaml,line=20,col=26,title=a11y-modal-leak::"
                    + "sheet (custom) leaves 1 element of list reachable to VoiceOver: compose\n")
    }

    @Test func failOnNeverAndAnyChangeDecideTheExitCode() throws {
        let repository = try Self.repository { $0.replacingOccurrences(of: "style: pageSheet", with: "style: custom") }
        defer { repository.remove() }
        let common = ["--base", "HEAD~1", "--head", "HEAD", "--device", "iphone", "--orientation", "portrait"]
        #expect(try repository.diff(common + ["--fail-on", "never"]).status == 0)
        #expect(try repository.diff(common + ["--fail-on", "any-change"]).status == 2)
        #expect(try repository.diff(common + ["--fail-on", "sometimes"]).status == 64)
    }

    /// iPhones with a notch do not support portraitUpsideDown (reference/uikit.md, orientation
    /// masks), so narrowing the iPad's orientations changes the iPad only.
    @Test func anOrientationChangeOnOneDeviceIsReportedForThatDeviceOnly() throws {
        let repository = try Self.repository {
            $0.replacingOccurrences(of: "ipad: all", with: "ipad: [portrait, landscapeLeft, landscapeRight]")
        }
        defer { repository.remove() }
        let output = try repository.diff(["--base", "HEAD~1", "--head", "HEAD", "--orientation", "portrait", "--format", "json"])
        #expect(output.status == 0)
        let json = try DiffJSON(output.stdout)
        #expect(json.object["environments"] as? [String] == ["iphone-16 portrait iOS 26", "ipad-pro-11 portrait iOS 26"])
        let ipad = #"["ipad-pro-11 portrait iOS 26"]"#
        #expect(json.changes == """
            [{"after":"list","before":"none","change":"decider","environments":\(ipad),"kind":"orientation","scene":"compose","subject":"decider"},\
            {"after":"portrait, landscapeLeft, landscapeRight","before":"portrait, portraitUpsideDown, landscapeLeft, landscapeRight",\
            "change":"mask","environments":\(ipad),"kind":"orientation","scene":"compose","subject":"mask"},\
            {"after":"portrait → portrait, portraitUpsideDown → stays, landscapeLeft → landscapeRight, landscapeRight → landscapeLeft, faceUp → stays, faceDown → stays, unknown → stays",\
            "before":"portrait → portrait, portraitUpsideDown → portraitUpsideDown, landscapeLeft → landscapeRight, landscapeRight → landscapeLeft, faceUp → stays, faceDown → stays, unknown → stays",\
            "change":"rotations","environments":\(ipad),"kind":"orientation","scene":"compose","subject":"rotations"}]
            """)
    }
}
