import Hierarchy
import SpecWriter
import TestSupport
import Testing
@testable import SwiftSource

/// `a11y-check import` writes a root view that code gives only a blur
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview) as
/// `rootView: {contentFromCode: true, plainContentFromCode: true}`, and the spec source reads both
/// back, so the imported spec is judged by `a11y-no-heading` as the storyboard and code are.
@Suite struct PlainContentImportTests {
    @Test func anImportedPlainRootViewIsReadBack() throws {
        let swift = AddedSubviewHeadingTests.swift(properties: "private let blurView = UIVisualEffectView(effect: nil)",
                                                   viewDidLoad: "view.insertSubview(blurView, at: 0)")
        let screen = try SwiftFixture.screen(storyboard: AddedSubviewHeadingTests.storyboard,
                                             swift: (AddedSubviewHeadingTests.swiftPath, swift), joined: true)
        var file = SpecFile(path: "App/Base.lproj/Main.storyboard")
        file.screens = [screen]
        let yaml = SpecYAMLWriter.yaml(file, source: "Main.storyboard")
        #expect(yaml.contains("""
                rootView:
                  # set in code: App/PageViewController.swift:5
                  contentFromCode: true
                  # set in code: App/PageViewController.swift:5
                  plainContentFromCode: true
            """))
        let reread = Spec.decode(yaml, path: "Main.yaml")
        #expect(reread.diagnostics.map(\.message) == [])
        #expect(reread.file?.screens.first?.rootView?.plainContentFromCode?.value == true)
    }
}
