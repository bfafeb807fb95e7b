// swift-tools-version: 6.1
// A package that uses a11y-check's plugins, for scripts/test-plugins. The script places this
// directory beside a link named `a11y-check` to the repository, so the dependency's identity is
// `a11y-check` whatever the clone's directory is called.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../a11y-check"),
    ],
    targets: [
        .target(
            name: "Screens",
            plugins: [.plugin(name: "A11yCheckBuildToolPlugin", package: "a11y-check")]
        ),
    ]
)
