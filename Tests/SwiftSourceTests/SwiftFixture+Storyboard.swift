import Hierarchy
import InterfaceBuilderSource
import SpecInputs
import Testing
@testable import SwiftSource

extension SwiftFixture {
    /// The file `text` (a storyboard or xib) read at `path`, before any code is joined.
    static func interfaceFile(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SpecFile {
        try #require(InterfaceBuilderLoader.decode(Array(text.utf8), path: path).file, sourceLocation: sourceLocation)
    }

    /// The first screen of `storyboard` (read as `App/Base.lproj/Main.storyboard`), with the code
    /// facts of `swift` joined when `joined`, assembled as a run assembles it (without a
    /// diagnostic).
    static func screen(storyboard: String, swift: (path: String, text: String), joined: Bool,
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Screen {
        let loaded = InterfaceBuilderLoader.decode(Array(storyboard.utf8), path: "App/Base.lproj/Main.storyboard")
        var file = try #require(loaded.file, sourceLocation: sourceLocation)
        if joined { CodeJoin.apply(read([swift]), to: &file) }
        let project = ProjectLoader.assemble([LoadedSpecFile(file: file, diagnostics: loaded.diagnostics)])
        #expect(project.diagnostics.map(\.description) == [], sourceLocation: sourceLocation)
        return try #require(project.project.orderedScreens.first, sourceLocation: sourceLocation)
    }
}
