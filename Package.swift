// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "a11y-check",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-check", targets: ["a11y-check"]),
        .library(name: "Hierarchy", targets: ["Hierarchy"]),
        .library(name: "OrientationResolver", targets: ["OrientationResolver"]),
        .library(name: "LintEngine", targets: ["LintEngine"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "A11yAnalyzer", targets: ["A11yAnalyzer"]),
        .library(name: "Lifecycle", targets: ["Lifecycle"]),
        .library(name: "ProjectAnalysis", targets: ["ProjectAnalysis"]),
        .library(name: "AnalysisText", targets: ["AnalysisText"]),
        .library(name: "HTMLReport", targets: ["HTMLReport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "Hierarchy", dependencies: ["CYaml"]),
        .target(name: "OrientationResolver", dependencies: ["Hierarchy"]),
        .target(name: "LintEngine", dependencies: ["Hierarchy", "OrientationResolver", "A11yAnalyzer", "Lifecycle"]),
        .target(name: "Reporters", dependencies: ["Hierarchy"]),
        .target(name: "A11yAnalyzer", dependencies: ["Hierarchy"]),
        .target(name: "Lifecycle", dependencies: ["Hierarchy", "OrientationResolver"]),
        .target(name: "ProjectAnalysis", dependencies: ["Hierarchy", "A11yAnalyzer", "OrientationResolver", "Lifecycle", "LintEngine"]),
        .target(name: "AnalysisText", dependencies: ["ProjectAnalysis"]),
        .target(name: "HTMLReport", dependencies: ["ProjectAnalysis", "Hierarchy", .product(name: "Plot", package: "Plot")]),
        .executableTarget(
            name: "a11y-check",
            dependencies: [
                "Hierarchy",
                "OrientationResolver",
                "LintEngine",
                "Reporters",
                "Lifecycle",
                "A11yAnalyzer",
                "ProjectAnalysis",
                "AnalysisText",
                "HTMLReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "yaml-conformance", dependencies: ["Hierarchy"]),
        .executableTarget(name: "a11y-check-bench", dependencies: ["Hierarchy", "LintEngine", "Reporters"]),
        .testTarget(name: "HierarchyTests", dependencies: ["Hierarchy", "TestSupport"]),
        .testTarget(name: "OrientationResolverTests", dependencies: ["OrientationResolver", "Hierarchy"]),
        .testTarget(name: "LintEngineTests", dependencies: ["LintEngine", "OrientationResolver"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters", "Hierarchy", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["a11y-check", "TestSupport"]),
        .testTarget(name: "A11yAnalyzerTests", dependencies: ["A11yAnalyzer"]),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle", "Hierarchy"]),
        .testTarget(name: "ProjectAnalysisTests", dependencies: ["ProjectAnalysis", "AnalysisText", "Hierarchy", "LintEngine"]),
        .testTarget(name: "HTMLReportTests", dependencies: ["HTMLReport", "TestSupport"]),
    ]
)
