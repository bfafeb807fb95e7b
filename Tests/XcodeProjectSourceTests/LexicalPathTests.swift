import Foundation
import Testing
@testable import XcodeProjectSource

/// The group tree normalises each file's path by its text (`LexicalPath`) instead of
/// `NSString.standardizingPath`, which makes a system call per component to resolve symbolic
/// links: for paths without links the two agree, so the paths a project gives are as before.
@Suite struct LexicalPathTests {
    static let paths = [
        "App/Main.storyboard", "./App/Main.storyboard", "App/./Base.lproj//Main.storyboard", "App/Sub/../Main.storyboard",
        "../Shared/Colors.xcassets", "App/", ".", "..", "a11y-check-no-such-folder/x/../../y",
        "/a11y-check-no-such-folder/App/../Main.storyboard", "/a11y-check-no-such-folder/./App//Main.xib",
        "/a11y-check-no-such-folder/../../App.xcassets", "/", "/a11y-check-no-such-folder/App/",
    ]

    @Test("agrees with standardizingPath for paths without symbolic links", arguments: paths)
    func agreesWithFoundation(_ path: String) {
        #expect(LexicalPath.normalized(path) == (path as NSString).standardizingPath)
    }
}
