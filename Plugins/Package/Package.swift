// swift-tools-version: 6.1
// a11y-check's two SwiftPM plugins running a prebuilt a11y-check, an artifact bundle
// (SE-0305), so that no package using them compiles a11y-check. The plugins' sources are the
// main package's (`Plugins/` here links to them); the release publishes this folder as the
// repository a11y-check-plugins (scripts/plugins-release, docs/releasing.md).
import PackageDescription

/// The released bundle: the zip's address and its checksum (`swift package compute-checksum`).
/// `scripts/plugins-release` writes both into the copy it publishes; in this repository there is
/// no release to name, and the plugins run a bundle made on this machine.
let release: (url: String, checksum: String)? = nil

/// A bundle made on this machine: the one `A11Y_CHECK_ARTIFACTBUNDLE` names (the plugin tests
/// set it to the bundle they make from their debug build; empty counts as unset), else
/// `make artifactbundle`'s.
let localBundle = Context.environment["A11Y_CHECK_ARTIFACTBUNDLE"].flatMap { $0.isEmpty ? nil : $0 }

/// `path` relative to this package's folder, the form `binaryTarget(path:)` takes.
func relativeToPackage(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let base = Context.packageDirectory.split(separator: "/").map(String.init)
    let components = path.split(separator: "/").map(String.init)
    let shared = zip(base, components).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: base.count - shared) + components.dropFirst(shared)).joined(separator: "/")
}

/// The executable both plugins run.
let tool: Target = if let release, localBundle == nil {
    .binaryTarget(name: "a11y-check", url: release.url, checksum: release.checksum)
} else {
    .binaryTarget(name: "a11y-check", path: relativeToPackage(localBundle ?? "../../.build/a11y-check.artifactbundle"))
}

let package = Package(
    name: "a11y-check-plugins",
    products: [
        .plugin(name: "A11yCheckBuildToolPlugin", targets: ["A11yCheckBuildToolPlugin"]),
        .plugin(name: "A11yCheckCommandPlugin", targets: ["A11yCheckCommandPlugin"]),
    ],
    targets: [
        tool,
        // Checks a target's spec files on every build that changes them; findings are build
        // diagnostics at their line.
        .plugin(name: "A11yCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-check"]),
        // `swift package a11y-check [lint|report|diff ...]` on the package's spec files.
        .plugin(
            name: "A11yCheckCommandPlugin",
            capability: .command(intent: .custom(verb: "a11y-check",
                                                 description: "Run a11y-check on the package's spec files with its .a11y-check.yml"),
                                 permissions: [.writeToPackageDirectory(reason: "report -o, import -o, --output and --write-baseline write files into the package")]),
            dependencies: ["a11y-check"]
        ),
    ]
)
