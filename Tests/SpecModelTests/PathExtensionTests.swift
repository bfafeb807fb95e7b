import A11yCore
import Foundation
import Testing

@Suite("path extensions")
struct PathExtensionTests {
    @Test(arguments: [
        "App/File.swift", "Main.STORYBOARD", "a/b.tar.gz", ".hidden", "dir/.hidden", "dir/.x.y", "Makefile", "dir.d/file",
        "..", "a/..", "...", "a..", "a.", ".", "/", "", "a", "/a/b.c", "./a.yaml", "a/b.c/", "a//b.c", "Écrans/a.yaml",
        "a/b.çà", "App.xcodeproj", "x.xcassets/",
    ])
    func sameAsNSString(path: String) {
        #expect(PathExtension.of(path) == (path as NSString).pathExtension)
    }

    @Test("every path of up to six letters, dots and slashes reads as NSString reads it")
    func everyShortPath() {
        var paths = [""]
        for _ in 0..<6 {
            paths += paths.filter { $0.count == paths.last!.count }.flatMap { path in ["a", ".", "/"].map { path + $0 } }
        }
        #expect(paths.count == 1_093)
        // Foundation's own pathExtension traps on a path that starts with `///` and ends with `//`
        // (`///a//`); PathExtension hands such a path (it holds `//`) to it as before.
        for path in paths where !(path.hasPrefix("///") && path.hasSuffix("//")) {
            #expect(PathExtension.of(path) == (path as NSString).pathExtension, "\(path)")
        }
    }
}
