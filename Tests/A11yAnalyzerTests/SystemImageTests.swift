import Hierarchy
import TestSupport
import Testing
@testable import A11yAnalyzer

/// `systemImage` names an SF Symbol (`UIImage(systemName:)`), `image` an image of the app's asset
/// catalogs (`UIImage(named:)`). An image-only button or bar button item reads a symbol by the
/// description the system gives it ("Add" for `plus`) or, for a symbol it gives none, by its name
/// (SwiftLint's maintainers in realm/SwiftLint#5165;
/// https://developer.apple.com/documentation/appkit/nsimage/init(systemsymbolname:accessibilitydescription:)),
/// which a11y-check does not know: "(SF Symbol plus)" stands for it. An asset image is read by
/// its name (docs/voiceover.md, "Image-only buttons").
@Suite struct SystemImageTests {
    @Test("An image-only button and a toolbar item read an SF Symbol as unknown, an asset image by its name; a title or label wins")
    func spokenLabels() {
        let result = Fixtures.analyze(view: """
            - button: {id: share, systemImage: square.and.arrow.up, frame: [16, 100, 44, 44]}
            - button: {id: close, image: ic_close, frame: [70, 100, 44, 44]}
            - button: {id: play, systemImage: play.fill, label: Play, frame: [124, 100, 44, 44]}
            - button: {id: add, systemImage: plus, title: Add, frame: [178, 100, 88, 44]}
            - toolbar:
                id: bar
                frame: [0, 800, 400, 44]
                items: [{id: compose, systemImage: square.and.pencil}, {id: more, image: ic_more}]
            """)
        #expect(result.spoken == [
            "share: (SF Symbol square.and.arrow.up). Button.", "close: ic_close. Button.", "play: Play. Button.", "add: Add. Button.",
            "compose: (SF Symbol square.and.pencil). Button.", "more: ic_more. Button.",
        ])
    }

    @Test("image and systemImage together are an error at the second, on an element and on a bar item")
    func bothKeysAreAnError() {
        let yaml = """
            screens:
              player:
                navigationItem:
                  rightItems: [{id: more, systemImage: ellipsis, image: ic_more}]
                view:
                  - button: {id: share, image: ic_share, systemImage: square.and.arrow.up}
            """
        let diagnostics = Spec.decode(yaml).diagnostics
        #expect(diagnostics.map(\.description) == [
            "inline.yaml:4:54: error: 'image' is given beside 'systemImage' (line 4): it shows one image [spec-invalid-value]",
            "inline.yaml:6:46: error: 'systemImage' is given beside 'image' (line 6): it shows one image [spec-invalid-value]",
        ])
        #expect(Set(diagnostics.compactMap(\.hint)) == [
            "keep 'systemImage' for an SF Symbol (UIImage(systemName:)), 'image' for an image of the app's asset catalogs",
        ])
    }
}
