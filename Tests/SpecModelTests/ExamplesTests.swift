import A11yCore
import Hierarchy
import Foundation
import SpecInputs
import TestSupport
import Testing
import YAMLSource

/// The design's example files, copied unchanged into `Examples/`: each decodes to the model it
/// describes, and all of them load together without a diagnostic.
@Suite struct ExamplesTests {
    private static let directory = Examples.directory.path

    private static func example(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> SpecFile {
        let result = SpecFileLoader.load(path: "\(directory)/\(name).yaml")
        #expect(result.diagnostics == [], sourceLocation: sourceLocation)
        return try #require(result.file, sourceLocation: sourceLocation)
    }

    private static func screen(_ id: String, in file: SpecFile) throws -> Screen {
        try #require(file.screens.first { $0.id == id })
    }

    @Test func allExamplesLoadTogetherCleanly() throws {
        let loaded = ProjectLoader.load(paths: [Self.directory])
        #expect(loaded.diagnostics == [])
        #expect(loaded.inputErrors == [])
        #expect(loaded.project.files.map { ($0.path as NSString).lastPathComponent } == [
            "containers.yaml", "modal-styles.yaml", "navigation.yaml", "orientation.yaml", "refresh.yaml", "settings.yaml",
        ])
        #expect(loaded.project.screens.count == 14)
        #expect(loaded.project.scenes.count == 15)
        #expect(loaded.project.app.name?.value == "ModalLab")
        #expect(loaded.project.app.deviceIdioms == [.iphone, .ipad])
        #expect(loaded.project.app.requiresFullScreen?.value == true)
        #expect(loaded.project.screensInNoScene.isEmpty)
    }

    @Test func navigationStackAndToolbar() throws {
        let file = try Self.example("navigation")
        #expect(file.screens.map(\.id) == ["apps", "musicSettings", "eq"])
        let root = try #require(file.scenes.first { $0.id == "deep" }?.root)
        #expect(root.id == "nav")
        guard case .navigation(let stack, let barHidden, let toolbarHidden) = root.kind else {
            Issue.record("root is \(root.kindName)")
            return
        }
        #expect(stack.map(\.id) == ["apps", "musicSettings", "eq"])
        #expect(!barHidden)
        #expect(!toolbarHidden)
        let apps = try Self.screen("apps", in: file)
        #expect(apps.navigationItem?.backButtonTitle?.value == "Apps")
        let list = try #require(apps.view.first)
        #expect(list.kind == .table)
        #expect(list.children.map(\.kind) == [.cell, .cell])
        #expect(list.children.map { $0.text?.value } == ["Mail", "Music"])
        let share = try #require(try Self.screen("musicSettings", in: file).toolbarItems.first)
        #expect(share.id?.value == "share")
        #expect(share.system?.value == "action")
        let preset = try #require(try Self.screen("eq", in: file).view.first)
        #expect(preset.segments.map(\.value) == ["Flat", "Bass", "Vocal"])
        #expect(preset.selectedSegment?.value == 0)
        #expect(try Self.screen("eq", in: file).navigationItem?.rightItems.first?.system?.value == "done")
    }

    @Test func modalStylesPerScene() throws {
        let file = try Self.example("modal-styles")
        #expect(file.scenes.map(\.id) == [
            "fullScreen", "overFullScreen", "pageSheet", "formSheet", "popover", "automatic", "customOverlay",
        ])
        #expect(file.scenes.map { $0.presentations.first?.style?.value } == [
            .fullScreen, .overFullScreen, .pageSheet, .formSheet, .popover, nil, .custom,
        ])
        #expect(file.scenes.allSatisfy { $0.root.id == "green" && $0.presentations.map(\.presented.id) == ["orange"] })
        #expect(file.scenes[4].presentations[0].source?.value == "present")
        #expect(file.scenes[6].presentations[0].removesPresentersView?.value == false)
        #expect(file.app?.name?.value == "ModalLab")
        #expect(try Self.screen("orange", in: file).preferredContentSize?.value == Size(width: 320, height: 240))
        let green = try Self.screen("green", in: file)
        #expect(green.refreshOn?.value == .viewWillAppear)
        #expect(green.view.map(\.kind) == [.label, .button, .switch])
        #expect(green.view[0].traits == [.staticText, .header])
        #expect(green.view[2].isOn?.value == true)
    }

    @Test func containerChildren() throws {
        let file = try Self.example("containers")
        let root = try #require(file.scenes.first?.root)
        let container = try #require(root.children.first)
        #expect(container.id == "container")
        guard case .container(let screen, let children) = container.kind else {
            Issue.record("stack root is \(container.kindName)")
            return
        }
        #expect(screen?.value == "containerShell")
        #expect(children.map(\.node.id) == ["top", "bottom"])
        #expect(children.map { $0.addedBy?.value } == [.storyboard, .code])
        #expect(children.map { $0.callsDidMove?.value } == [nil, false])
        #expect(children.map { $0.frame?.value } == [
            Rect(x: 0, y: 100, width: 393, height: 376), Rect(x: 0, y: 476, width: 393, height: 376),
        ])
        #expect(children[1].location.line == 30)
        #expect(container.contentScreenID == "containerShell")
    }

    @Test func orientationSettings() throws {
        let file = try Self.example("orientation")
        let app = try #require(file.app)
        #expect(app.orientations?.value == InfoPlistOrientations(iphone: .allButUpsideDown, ipad: .all))
        #expect(app.requiresFullScreen?.value == true)
        #expect(try Self.screen("landscapeOnly", in: file).orientations?.value == IdiomMasks(.landscape))
        let video = try Self.screen("video", in: file)
        #expect(video.preferredOrientation?.value == .landscapeLeft)
        #expect(video.rotationHandling?.value == .traits)
        #expect(video.view.first?.accessible?.value == true)
        #expect(video.view.first?.traits == [.startsMediaSession])
        let presented = try #require(file.scenes.first { $0.id == "landscapeNavigation" }?.presentations.first?.presented)
        #expect(presented.id == "landscapeNav")
        #expect(presented.settings.orientations?.value == IdiomMasks(.landscape))
        let plain = try #require(file.scenes.first { $0.id == "plainNavigation" }?.presentations.first?.presented)
        #expect(plain.settings.orientations == nil)
    }

    @Test func refreshAfterDismissal() throws {
        let file = try Self.example("refresh")
        #expect(try Self.screen("list", in: file).refreshOn?.value == .viewWillAppear)
        #expect(try Self.screen("editor", in: file).modalTransitionStyle?.value == .flipHorizontal)
        let presentation = try #require(file.scenes.first?.presentations.first)
        #expect(presentation.presented.id == "editor")
        #expect(presentation.from?.value == "list")
        #expect(presentation.style == nil)
    }
}
