import Hierarchy
import SpecWriter
import TestSupport
import Testing
@testable import SwiftSource

/// `a11y-check import` writes a root view whose content its controller's code adds
/// (`view.addSubview(child.view)`, https://developer.apple.com/documentation/uikit/uiview/addsubview(_:))
/// as `rootView: {contentFromCode: true}`; the spec source reads it back. Before, the key was
/// unknown in `rootView`, so an imported app did not lint (`spec-unknown-key`: ivpn/ios-app's plan
/// picker, artsy/eidolon's auction screens).
@Suite struct RootViewContentImportTests {
    @Test func anImportedRootViewWithContentFromCodeIsReadBack() throws {
        let screen = try SwiftFixture.screen(storyboard: RootViewContentJoinTests.storyboard,
                                             swift: (RootViewContentJoinTests.swiftPath, RootViewContentJoinTests.swift), joined: true)
        var file = SpecFile(path: "App/Base.lproj/Main.storyboard")
        file.screens = [screen]
        let yaml = SpecYAMLWriter.yaml(file, source: "Main.storyboard")
        #expect(yaml.contains("""
                rootView:
                  # set in code: App/PrologueViewController.swift:10
                  contentFromCode: true
            """))
        let reread = Spec.decode(yaml, path: "Main.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        #expect(reread.file?.screens.first?.rootView?.contentFromCode?.value == true)
    }
}
