import A11yCore
import Foundation
import Hierarchy
import SpecInputs
import Testing
@testable import SwiftSource

/// An app whose interface is all code starts at the view controller its scene (or app) delegate
/// makes the window's root: `window?.rootViewController = ...`, which UIKit shows filling the
/// window (https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller). Each root
/// the model can hold is a scene of the Swift file, located at the assignment, and the screens its
/// code presents are scenes reached from there, as from a storyboard's. An app class descending
/// from UINavigationController, made with UINavigationController's inherited
/// `init(rootViewController:)`, is a navigation controller around its root
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)),
/// named after its class and with the answers its code gives (``ContainerJoin``). A root the
/// syntax does not settle makes no scene. A stored `let` or `lazy var`
/// holds what its initial call makes (CovidCertificate's `lazy var navigationController`).
@Suite struct WindowRootSceneTests {
    static let sceneDelegate = """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = AppNavigationController(rootViewController: HomeViewController())
                window?.makeKeyAndVisible()
            }
            func showOnboarding() {
                self.window!.rootViewController = OnboardingViewController()
            }
            func showOther() {
                window?.rootViewController = makeRoot()
                window?.rootViewController = LockingNavigationController(rootViewController: HomeViewController())
            }
            lazy var mainNavigation = AppNavigationController(rootViewController: MainViewController())
            func showMain() {
                window?.rootViewController = mainNavigation
                self.window?.rootViewController = self.mainNavigation
            }
        }
        """

    static let controllers = """
        import UIKit
        class AppNavigationController: UINavigationController {}
        class LockingNavigationController: UINavigationController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        class HomeViewController: UIViewController {
            @objc func openSettings() { present(SettingsViewController(), animated: true) }
        }
        class SettingsViewController: UIViewController {}
        class OnboardingViewController: UIViewController {}
        class MainViewController: UIViewController {}
        """

    private static func load() throws -> LoadedProject {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = folder.appendingPathComponent("SceneDelegate.swift")
        let controllers = folder.appendingPathComponent("Controllers.swift")
        try sceneDelegate.write(to: delegate, atomically: true, encoding: .utf8)
        try Self.controllers.write(to: controllers, atomically: true, encoding: .utf8)
        return ProjectLoader.load(paths: [delegate.path, controllers.path])
    }

    @Test func theRootsAreReadAtTheirAssignments() {
        let facts = SwiftFixture.read([("App/SceneDelegate.swift", Self.sceneDelegate)])
        let roots = facts.classes["SceneDelegate"]?.windowRoots.map { "\($0.location.line):\($0.location.column) \($0.controller)" }
        #expect(roots == [
            "7:9 navigation(root: SwiftSource.PresentedController.instance(\"HomeViewController\"), className: Optional(\"AppNavigationController\"))",
            "11:9 instance(\"OnboardingViewController\")",
            "14:9 unknown(\"makeRoot()\")",
            "15:9 navigation(root: SwiftSource.PresentedController.instance(\"HomeViewController\"), className: Optional(\"LockingNavigationController\"))",
            "19:9 navigation(root: SwiftSource.PresentedController.instance(\"MainViewController\"), className: Optional(\"AppNavigationController\"))",
            "20:9 navigation(root: SwiftSource.PresentedController.instance(\"MainViewController\"), className: Optional(\"AppNavigationController\"))",
        ])
    }

    @Test func eachRootTheModelHoldsIsASceneAndWhatItPresentsToo() throws {
        let loaded = try Self.load()
        #expect(loaded.diagnostics.map(\.description) == [])
        let scenes = loaded.project.scenes.map { scene in
            "\(scene.id) @\((scene.location.file as NSString).lastPathComponent):\(scene.location.line):\(scene.location.column) root \(scene.root.id)"
                + scene.presentations.map { " presents \($0.presented.id)" }.joined()
        }
        #expect(scenes == [
            "SceneDelegate.HomeViewController.AppNavigationController @SceneDelegate.swift:7:9 root SceneDelegate.HomeViewController.AppNavigationController",
            "SceneDelegate.OnboardingViewController @SceneDelegate.swift:11:9 root SceneDelegate.OnboardingViewController",
            "SceneDelegate.HomeViewController.LockingNavigationController @SceneDelegate.swift:15:9 root SceneDelegate.HomeViewController.LockingNavigationController",
            // A kept navigation controller, what its `lazy var` makes: one scene for both assignments.
            "SceneDelegate.MainViewController.AppNavigationController @SceneDelegate.swift:19:9 root SceneDelegate.MainViewController.AppNavigationController",
            "SceneDelegate.HomeViewController.SettingsViewController @Controllers.swift:7:33 root SceneDelegate.HomeViewController.AppNavigationController presents SceneDelegate.SettingsViewController",
        ])
        // The locking subclass answers with its own mask (``ContainerJoin``), the plain one with none.
        let orientations = loaded.project.scenes.map { "\($0.root.id): \($0.root.settings.orientations.map { "\($0.value.iphone.map(\.names) ?? []) @\($0.location.line)" } ?? "-")" }
        #expect(orientations.contains("SceneDelegate.HomeViewController.LockingNavigationController: [\"portrait\"] @4"))
        #expect(orientations.contains("SceneDelegate.HomeViewController.AppNavigationController: -"))
        let home = try #require(loaded.project.screens["SceneDelegate.HomeViewController"])
        #expect(home.className?.value == "HomeViewController")
        #expect(home.view.isEmpty && home.rootView?.contentFromCode?.value == true)
    }

    /// Two sample apps in one folder, each with its own `SceneDelegate.swift` making a window's
    /// root: each file's scenes and screens take its folder, as same-named storyboards' do, so that
    /// two roots of one name (`ViewController`, declared in two files) could not make one id name
    /// two screens (`spec-duplicate-id`, which stops a run).
    @Test func sameNamedFilesTakeTheirFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-roots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for app in ["Shop", "Blog"] {
            let appFolder = folder.appendingPathComponent(app)
            try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
            let delegate = appFolder.appendingPathComponent("SceneDelegate.swift")
            try """
                class \(app)SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = \(app)ViewController() }
                }
                class \(app)ViewController: UIViewController {}
                """.write(to: delegate, atomically: true, encoding: .utf8)
            paths.append(delegate.path)
        }
        let loaded = ProjectLoader.load(paths: paths)
        #expect(loaded.diagnostics.map(\.description) == [])
        #expect(loaded.project.scenes.map(\.id).sorted() == ["Blog/SceneDelegate.BlogViewController", "Shop/SceneDelegate.ShopViewController"])
    }
}
