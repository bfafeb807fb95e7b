// swift-tools-version: 6.1
// A package that uses a11y-check's plugins, for scripts/test-plugins. The script places this
// directory beside a link named `a11y-check-plugins` to the plugins package (Plugins/Package),
// the name the published package has, so the dependency's identity is `a11y-check-plugins`.
// The plugins run the artifact bundle the script makes; nothing here compiles a11y-check.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../a11y-check-plugins"),
    ],
    targets: [
        .target(
            name: "Screens",
            plugins: [.plugin(name: "A11yCheckBuildToolPlugin", package: "a11y-check-plugins")]
        ),
    ]
)
