import A11yCore
import Hierarchy
import Foundation

/// Follows storyboard references across the files of a run: a placeholder in a scene becomes the
/// referenced view controller's tree (the controller with that storyboard identifier, or the
/// other storyboard's initial view controller), as UIKit loads it. A reference to a storyboard
/// the run does not read stays an empty screen, with a note naming it, as does a reference to the
/// app's launch screen (`launchStoryboard`, or a file that says it is one), which UIKit only ever
/// shows as a static image while the app launches: an app that embeds or presents it shows that
/// snapshot, whose views VoiceOver is not meant to read.
///
/// A storyboard whose initial view controller a reference shows, other than the app's main one,
/// has that controller where the reference puts it, not at the window's root: its `show` segues
/// from it present in a style that container decides.
///
/// A screen that every reference to it places in a container view (an embed segue to another
/// storyboard's view controller) is part of its container's page wherever the app shows it: it
/// becomes a component (``Screen/component``), whose elements are checked but which is not judged
/// as a page of its own (`a11y-no-heading`, `a11y-empty-screen`), as a container's child is not.
enum ReferenceResolver {
    static func resolve(_ files: inout [SpecFile], launchStoryboard: String?, mainStoryboard: String?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The files whose initial view controller a reference shows, the main storyboard's aside.
        var initialShownByReference: Set<Int> = []
        // For each referenced screen (file index, screen id): whether every reference embeds it, and where the first is.
        var embedded: [ReferencedScreen: (onlyEmbedded: Bool, at: SourceLocation)] = [:]
        let storyboards = Dictionary(grouping: files.indices.filter { files[$0].path.lowercased().hasSuffix(".storyboard") }) {
            baseName(files[$0].path)
        }
        for index in files.indices {
            for reference in files[index].references {
                let target = reference.referencedIdentifier.map { "'\($0)' in " } ?? "the initial view controller of "
                let other = storyboards[reference.storyboardName].map { nearest($0, to: files[index].path, in: files) }
                if reference.storyboardName == launchStoryboard || other.map({ files[$0].isLaunchScreen }) == true {
                    diagnostics.append(Diagnostic(IBRule.launchScreen, at: reference.location,
                                                  "storyboard reference to \(target)\(reference.storyboardName).storyboard, the app's launch screen: it is not analysed, so it is an empty screen here"))
                    continue
                }
                guard let other else {
                    diagnostics.append(Diagnostic(IBRule.unresolvedReference, at: reference.location,
                                                  "storyboard reference to \(target)\(reference.storyboardName).storyboard, which this run does not read: it is an empty screen",
                                                  hint: "pass \(reference.storyboardName).storyboard too"))
                    continue
                }
                guard let node = referencedNode(reference, in: files[other]) else {
                    diagnostics.append(Diagnostic(IBRule.missingDestination, at: reference.location,
                                                  "\(reference.storyboardName).storyboard has no \(reference.referencedIdentifier.map { "view controller with storyboard identifier '\($0)'" } ?? "initial view controller")"))
                    continue
                }
                if reference.referencedIdentifier == nil, baseName(files[other].path) != mainStoryboard { initialShownByReference.insert(other) }
                if case .screen(let screenID) = node.kind {
                    let onlyEmbedded = isOnlyEmbedded(reference.placeholderID, in: files[index].scenes)
                    let key = ReferencedScreen(file: other, screenID: screenID)
                    embedded[key] = ((embedded[key]?.onlyEmbedded ?? true) && onlyEmbedded, embedded[key]?.at ?? reference.location)
                }
                var replacedEverywhere = true
                files[index].scenes = files[index].scenes.map { scene in
                    let onScreen = Set(scene.allNodes.map(\.id))
                    guard onScreen.contains(reference.placeholderID) else { return scene }
                    guard node.subtree.allSatisfy({ !onScreen.contains($0.id) }) else {
                        replacedEverywhere = false
                        return scene
                    }
                    return replacing(reference.placeholderID, with: node, in: scene)
                }
                if replacedEverywhere { files[index].screens.removeAll { $0.id == reference.placeholderID } }
            }
        }
        for index in initialShownByReference { showFromInitialControllerInUnknownContainer(&files[index]) }
        for (screen, use) in embedded where use.onlyEmbedded {
            guard let position = files[screen.file].screens.firstIndex(where: { $0.id == screen.screenID }),
                  files[screen.file].screens[position].component == nil else { continue }
            files[screen.file].screens[position].component = Located(true, at: use.at)
        }
        return diagnostics
    }

    /// Makes the presentations of the file's ``SpecFile/showsFromInitialController`` scenes
    /// code's (``Presentation/performedInCode``), for a storyboard whose initial view controller
    /// another storyboard's reference shows and that is not the app's main one: that controller is
    /// then where the reference puts it (pushed, most often), not the window's root, so whether
    /// `show` presents, and in what style, is decided there. A style the segue sets is kept.
    private static func showFromInitialControllerInUnknownContainer(_ file: inout SpecFile) {
        let scenes = Set(file.showsFromInitialController)
        guard !scenes.isEmpty else { return }
        for index in file.scenes.indices where scenes.contains(file.scenes[index].id) {
            guard let last = file.scenes[index].presentations.indices.last, file.scenes[index].presentations[last].style == nil else { continue }
            file.scenes[index].presentations[last].performedInCode = file.scenes[index].presentations[last].location
        }
    }

    /// A screen of one of the run's files that a storyboard reference names.
    private struct ReferencedScreen: Hashable {
        let file: Int
        let screenID: String
    }

    /// True when `scenes` show the placeholder `id` only as a child of a custom container (an
    /// embed segue's container view): never as a scene's root, a presented root, or in a
    /// navigation, tab, split or page view controller.
    private static func isOnlyEmbedded(_ id: String, in scenes: [Scene]) -> Bool {
        var embeds = false
        for scene in scenes {
            if scene.root.id == id || scene.presentations.contains(where: { $0.presented.id == id }) { return false }
            for parent in scene.allNodes where parent.children.contains(where: { $0.id == id }) {
                guard case .container = parent.kind else { return false }
                embeds = true
            }
        }
        return embeds
    }

    /// Of the storyboards `candidates` (indices into `files`, of one name), the one whose folder
    /// shares the most leading folders with `path`'s, the file that references it: in a run of
    /// several apps, each app's own storyboard of that name. The first in the run among equals.
    private static func nearest(_ candidates: [Int], to path: String, in files: [SpecFile]) -> Int {
        guard candidates.count > 1 else { return candidates[0] }
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: Int) -> Int {
            zip(folders, files[other].path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        return candidates.max { shared($0) < shared($1) || (shared($0) == shared($1) && $0 > $1) } ?? candidates[0]
    }

    /// The node the reference stands for: the node with id `<prefix><identifier>` in the other
    /// file's scenes (its derived ids' prefix, `Settings.` for `Settings.storyboard`, and the
    /// identifier cleaned as the controller's name is), or the root of its first scene (its
    /// initial view controller's).
    private static func referencedNode(_ reference: StoryboardReference, in file: SpecFile) -> ViewControllerNode? {
        guard let identifier = reference.referencedIdentifier else { return file.scenes.first?.root }
        let id = (file.derivedIDPrefix ?? reference.storyboardName + ".") + ControllerIndex.cleaned(identifier, or: identifier)
        return file.scenes.lazy.flatMap { $0.allNodes }.first { $0.id == id }
    }

    private static func replacing(_ id: String, with node: ViewControllerNode, in scene: Scene) -> Scene {
        var result = Scene(id: scene.id, location: scene.location, root: scene.root.replacing(id: id, with: node))
        result.presentations = scene.presentations.map { $0.presenting($0.presented.replacing(id: id, with: node)) }
        return result
    }

    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
