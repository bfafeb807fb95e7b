// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "a11y-check",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-check", targets: ["a11y-check"]),
        // Three libraries: the model alone; the sources, settings and analyses that fill it and
        // run over it; the outputs that read the one result.
        .library(name: "Hierarchy", targets: ["A11yCore", "Hierarchy"]),
        .library(name: "A11yCheckAnalysis", targets: [
            "YAMLReader", "YAMLSource", "InterfaceBuilderSource", "XcodeProjectSource", "SwiftSource", "SpecInputs", "Settings", "OrientationResolver",
            "A11yAnalyzer", "Lifecycle", "LintEngine", "ProjectAnalysis",
        ]),
        .library(name: "A11yCheckOutputs", targets: ["AnalysisResult", "Reporters", "AnalysisText", "ReviewDiff", "HTMLReport", "SpecWriter"]),
        .plugin(name: "A11yCheckBuildToolPlugin", targets: ["A11yCheckBuildToolPlugin"]),
        .plugin(name: "A11yCheckCommandPlugin", targets: ["A11yCheckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Test-only: parses the diff's Markdown to check that it renders as tables.
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // The Swift source: its parser only (no macros, no compiler, nothing run).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Shared vocabulary every stage speaks: diagnostics, findings, rule descriptions, locations.
        .target(name: "A11yCore"),
        // The UIKit model, environments, assumptions, scene resolution, the rule protocol and the
        // input seam (`SpecSource`).
        .target(name: "Hierarchy", dependencies: ["A11yCore"]),
        // Reading YAML text: libyaml events into the node arena, its limits, its located errors
        // (`YAMLRule`) and `DecodeContext`; no spec and no model. The YAML spec source and the
        // configuration both read YAML through it.
        .target(name: "YAMLReader", dependencies: ["A11yCore", "CYaml"]),
        // The YAML spec source: decoders into the model, the JSON Schema, Info.plist.
        .target(name: "YAMLSource", dependencies: ["A11yCore", "Hierarchy", "YAMLReader"]),
        // The Interface Builder source: storyboards and xibs read with libxml2 (the only target
        // that reads storyboard XML).
        .target(name: "InterfaceBuilderSource", dependencies: ["A11yCore", "Hierarchy", "CLibXML2"]),
        // The Xcode project source: project.pbxproj (PropertyListSerialization), .xcconfig files,
        // a workspace's XML (libxml2), into targets with their files, settings and Info.plist;
        // `XcodeProjectSpecSource`, the project source that turns them into runs.
        .target(name: "XcodeProjectSource", dependencies: ["A11yCore", "Hierarchy", "CLibXML2"]),
        // The Swift source: Swift files parsed with swift-syntax (never compiled or run) into code
        // facts per class: superclass chains, outlets, accessibility, orientation, presentations.
        .target(name: "SwiftSource", dependencies: [
            "A11yCore", "Hierarchy",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The registry of spec sources, discovery and project assembly.
        .target(name: "SpecInputs", dependencies: ["A11yCore", "Hierarchy", "YAMLSource", "InterfaceBuilderSource", "XcodeProjectSource", "SwiftSource"]),
        // Spec YAML out of a loaded model: what `a11y-check import` writes (an output, not a source).
        .target(name: "SpecWriter", dependencies: ["A11yCore", "Hierarchy"]),
        .target(name: "OrientationResolver", dependencies: ["A11yCore", "Hierarchy"]),
        // What every command runs with: `.a11y-check.yml` (read with YAMLReader, never the spec
        // source), the environment selection as model values, and the assumptions.
        .target(name: "Settings", dependencies: ["A11yCore", "Hierarchy", "YAMLReader"]),
        .target(name: "LintEngine", dependencies: ["A11yCore", "Hierarchy", "Settings", "SpecInputs", "OrientationResolver", "A11yAnalyzer", "Lifecycle"]),
        .target(name: "Reporters", dependencies: ["A11yCore"]),
        .target(name: "A11yAnalyzer", dependencies: ["A11yCore", "Hierarchy"]),
        .target(name: "Lifecycle", dependencies: ["A11yCore", "Hierarchy", "OrientationResolver"]),
        // The one analysis result every output reads: per environment and scene, VoiceOver,
        // orientation, lifecycle and geometry as plain values, and the lint run's findings. A leaf:
        // outputs that read it link no analysis, engine or source.
        .target(name: "AnalysisResult", dependencies: ["A11yCore"]),
        // Builds the result from a loaded project or a finished lint run; fills the diff's analyser
        // (ReviewDiff's seam to the sources and the engine) with the lint engine.
        .target(name: "ProjectAnalysis", dependencies: ["A11yCore", "Hierarchy", "AnalysisResult", "A11yAnalyzer", "OrientationResolver", "Lifecycle", "Settings", "SpecInputs", "LintEngine", "ReviewDiff"]),
        // The text voiceover, orientation and lifecycle print, read from the analysis result.
        .target(name: "AnalysisText", dependencies: ["A11yCore", "AnalysisResult"]),
        // `diff`: both sides read (git revisions or folders), the scenes whose inputs changed found,
        // two analyses compared, the change rendered; the sources and the engine come in through
        // `DiffAnalyser`.
        .target(name: "ReviewDiff", dependencies: ["A11yCore", "Reporters", "AnalysisResult"]),
        // The HTML report: the analysis result drawn as cards (Plot for the page, MarkupWriter for cards).
        .target(name: "HTMLReport", dependencies: ["A11yCore", "AnalysisResult", .product(name: "Plot", package: "Plot")]),
        .executableTarget(
            name: "a11y-check",
            dependencies: [
                "A11yCore",
                "Hierarchy",
                "YAMLSource",
                "SpecInputs",
                "InterfaceBuilderSource",
                "SpecWriter",
                "OrientationResolver",
                "Settings",
                "LintEngine",
                "Reporters",
                "Lifecycle",
                "A11yAnalyzer",
                "AnalysisResult",
                "ProjectAnalysis",
                "AnalysisText",
                "ReviewDiff",
                "HTMLReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["BuildCommit"]
        ),
        // Writes the git commit the package is built from into the executable, for `--version`.
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // Checks a target's spec files on every build; findings are build diagnostics at their line.
        .plugin(name: "A11yCheckBuildToolPlugin", capability: .buildTool(), dependencies: ["a11y-check"]),
        // `swift package a11y-check [lint|report|diff ...]` on the package's spec files.
        .plugin(
            name: "A11yCheckCommandPlugin",
            capability: .command(intent: .custom(verb: "a11y-check",
                                                 description: "Run a11y-check on the package's spec files with its .a11y-check.yml"),
                                 permissions: [.writeToPackageDirectory(reason: "report -o, import -o, --output and --write-baseline write files into the package")]),
            dependencies: ["a11y-check"]
        ),
        .executableTarget(name: "yaml-conformance", dependencies: ["A11yCore", "YAMLReader"]),
        .executableTarget(name: "a11y-check-bench", dependencies: [
            "A11yCore", "Hierarchy", "YAMLReader", "YAMLSource", "SpecInputs", "InterfaceBuilderSource", "XcodeProjectSource", "SwiftSource", "LintEngine", "Settings", "Reporters",
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // libFuzzer targets over what a11y-check reads: lint, import, report, diff, Xcode projects, Swift (scripts/fuzz); a replay tool in a normal build.
        .executableTarget(name: "a11y-check-fuzz", dependencies: [
            "A11yCore", "Hierarchy", "LintEngine", "Settings", "Reporters", "InterfaceBuilderSource", "SpecWriter", "YAMLSource",
            "XcodeProjectSource", "AnalysisResult", "ProjectAnalysis", "ReviewDiff", "HTMLReport",
        ]),
        .testTarget(name: "SpecModelTests", dependencies: ["A11yCore", "Hierarchy", "YAMLReader", "YAMLSource", "SpecInputs", "InterfaceBuilderSource", "TestSupport"]),
        .testTarget(name: "OrientationResolverTests", dependencies: ["OrientationResolver", "A11yCore", "Hierarchy", "SpecInputs", "YAMLSource", "TestSupport"]),
        .testTarget(name: "LintEngineTests", dependencies: [
            "LintEngine", "Settings", "A11yAnalyzer", "OrientationResolver", "Lifecycle", "A11yCore", "Hierarchy", "YAMLReader", "YAMLSource", "InterfaceBuilderSource", "SpecInputs", "TestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Test helpers every test target shares: spec text to project, examples, environments, scenes,
        // the JSON Schema validator.
        .target(name: "TestSupport", dependencies: ["A11yCore", "Hierarchy", "YAMLSource", "SpecInputs"], path: "Tests/TestSupport"),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "A11yCore", "Hierarchy", "TestSupport"]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "A11yCore", "TestSupport"]),
        .testTarget(name: "InterfaceBuilderSourceTests", dependencies: ["InterfaceBuilderSource", "SpecWriter", "A11yCore", "Hierarchy", "YAMLSource", "SpecInputs", "A11yAnalyzer", "OrientationResolver", "Lifecycle", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["a11y-check", "TestSupport", "A11yCore", "YAMLReader", "YAMLSource", "Reporters", "CLibXML2", .product(name: "Ink", package: "Ink")]),
        .testTarget(name: "A11yAnalyzerTests", dependencies: ["A11yAnalyzer", "A11yCore", "Hierarchy", "YAMLSource", "SpecInputs", "TestSupport"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle", "A11yCore", "Hierarchy", "YAMLSource", "SpecInputs", "TestSupport"]),
        .testTarget(name: "ProjectAnalysisTests", dependencies: ["ProjectAnalysis", "AnalysisResult", "AnalysisText", "Lifecycle", "A11yCore", "Hierarchy", "SpecInputs", "YAMLSource", "LintEngine", "Settings", "TestSupport"]),
        .testTarget(name: "ReviewDiffTests", dependencies: ["ReviewDiff", "AnalysisResult", "ProjectAnalysis", "Settings", "Hierarchy", "A11yCore", "TestSupport", .product(name: "Ink", package: "Ink")]),
        .testTarget(name: "HTMLReportTests", dependencies: ["HTMLReport", "AnalysisResult", "ProjectAnalysis", "TestSupport"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "A11yCore", "Hierarchy", "InterfaceBuilderSource", "SpecInputs", "SpecWriter", "A11yAnalyzer", "TestSupport"]),
        .testTarget(name: "XcodeProjectSourceTests", dependencies: ["XcodeProjectSource", "SpecInputs", "A11yCore", "Hierarchy", "TestSupport"]),
    ]
)
