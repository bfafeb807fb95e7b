import A11yCore
import Hierarchy
import Foundation

/// Maps one Interface Builder document to the model: a storyboard's view controllers to screens
/// and its reachable states to scenes; a xib's top-level views and view controllers to screens
/// (an Xcode 4 archive xib's through ``ArchiveMapper``).
struct DocumentMapper {
    let context: IBContext
    let fileBase: String

    /// The platform a `targetRuntime` names, as people call it.
    private static func platform(of runtime: String) -> String {
        if runtime.hasPrefix("AppleTV") { return "tvOS" }
        if runtime.hasPrefix("MacOSX") { return "macOS" }
        if runtime.lowercased().hasPrefix("watch") { return "watchOS" }
        return "another platform"
    }

    /// What performing each of `segues` with an identifier does to its source screen, by
    /// identifier (the first segue with it), at the segue.
    static func performableSegues(_ segues: [ControllerIndex.Segue]) -> [String: Located<SegueEffect>] {
        var effects: [String: Located<SegueEffect>] = [:]
        for segue in segues where !["relationship", "embed"].contains(segue.kind) {
            guard let identifier = segue.node["identifier"], effects[identifier] == nil else { continue }
            let effect: SegueEffect = segue.kind == "unwind" ? .unwinds
                : SceneExplorer.isPerformedByItsClass(segue) && !SceneExplorer.showsInStack(segue) ? .decidedInCode : .shows
            effects[identifier] = Located(effect, at: segue.node.location)
        }
        return effects
    }

    func file(_ root: XMLNode) -> SpecFile {
        var file = SpecFile(path: context.path)
        if root.name == "archive", root["type"] == "com.apple.InterfaceBuilder3.CocoaTouch.XIB" {
            file.screens = ArchiveMapper(context: context, fileBase: fileBase).screens(root)
            return file
        }
        if root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true,
           let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS") {
            context.report(.otherPlatform, at: root.location,
                           "\((context.path as NSString).lastPathComponent) is an interface for \(Self.platform(of: runtime)) (targetRuntime \(runtime)): not analysed",
                           hint: "a11y-check reads iOS storyboards and xibs; leave this file out of the paths to silence the note")
            return file
        }
        guard root.name == "document", root["type"]?.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch") == true,
              root["targetRuntime"].map({ $0.hasPrefix("iOS") }) ?? true else {
            context.report(.notInterfaceBuilder, at: root.location,
                           "the file is not an iOS Interface Builder document (root <\(root.name)> of type \(root["type"] ?? "none"))",
                           hint: "a11y-check reads iOS storyboards and xibs written by Xcode")
            return file
        }
        // Only a hint: the app's Info.plist decides (AppStoryboards), so the file is read.
        if root.isYes("launchScreen") { file.launchScreenAttribute = root.location }
        if let scenes = root.child("scenes") {
            let index = ControllerIndex(scenes: scenes.children("scene"), fileBase: fileBase, context: context)
            context.anchors = PopoverAnchors(scenes: scenes, segues: Array(index.segues.values.joined()))
            let screens = ScreenMapper(context: context)
            for id in index.order {
                guard let controller = index.controllers[id], let modelID = index.modelIDs[id],
                      !ControllerIndex.containers.contains(controller.name) else { continue }
                if controller.name == "viewControllerPlaceholder" {
                    // Resolved when the run reads that storyboard too (SpecInputs); else a note.
                    file.references.append(StoryboardReference(placeholderID: modelID, storyboardName: controller["storyboardName"] ?? "",
                                                               referencedIdentifier: controller["referencedIdentifier"],
                                                               location: controller.location))
                }
                if controller.name == "hostingController" || controller.name == "pageViewController" {
                    context.report(.decidedInCode, at: controller.location, "the content of this \(controller.name) comes from code; it is read as an empty screen")
                }
                var screen = screens.screen(controller, id: modelID)
                screen.segues = Self.performableSegues(index.segues[id] ?? [])
                file.screens.append(screen)
            }
            var explorer = SceneExplorer(index: index, context: context)
            explorer.explore(initial: root["initialViewController"], fileBase: fileBase, location: root.location)
            file.scenes = explorer.scenes
            file.showsFromInitialController = explorer.showsFromInitialController
        } else if let objects = root.child("objects") {
            file.screens = XibMapper(context: context, fileBase: fileBase).screens(objects)
        }
        return file
    }
}
