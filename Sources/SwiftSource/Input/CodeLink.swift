import A11yCore
import Hierarchy

/// The code source's link step: once every file of the run is loaded, the Swift files' code
/// facts are read together (a class's extensions and superclasses may be in any file), their
/// localized keys resolved through the development language's `Localizable` table the run
/// holds (``StringsTables``: loaded with the run's files, never read again here), and joined to
/// the run's storyboards and xibs; the classes Objective-C implements get one note, and so do the
/// SwiftUI views.
///
/// Only Interface Builder files are joined: a YAML spec says what its author means, and its
/// `class` names a class for messages only. A Swift file that makes a window's root view
/// controller holds the scenes that start there (``CodeJoin/addWindowRoots(_:_:_:to:)``).
enum CodeLink {
    /// The files code is joined to, by extension.
    static let interfaceExtensions = ["storyboard", "xib"]

    static func link(_ files: inout [SpecFile], containment: PathContainment, reading access: any FileAccess) -> [Diagnostic] {
        let swift = files.compactMap { ($0.code as? SwiftCode)?.declarations }
        let objectiveCFiles = files.filter { $0.code is ObjectiveCCode }
        let objectiveCCode = objectiveCFiles.compactMap { $0.code as? ObjectiveCCode }
        let diagnostics = note(objectiveCCode.flatMap(\.implementations)) + swiftUINote(swift.flatMap(\.swiftUIViews))
        let superclasses = objectiveCCode.isEmpty ? [:] : ObjectiveCHeaders.superclasses(
            declared: objectiveCCode.reduce(into: [:]) { $0.merge($1.superclasses) { first, _ in first } },
            implementationPaths: objectiveCFiles.map(\.path), reading: access, containment: containment)
        let objectiveC = ObjectiveCClassFacts.classes(objectiveCCode, superclasses: superclasses)
        // What the link reads from the code files is all the run needs of them: their syntax
        // trees go once it returns (on every core), so that what the analyses allocate reuses
        // their memory.
        defer { files.concurrentModify { file in if file.code != nil { file.code = LinkedCode() } } }
        guard !swift.isEmpty || !objectiveC.isEmpty else { return diagnostics }
        let strings = StringsTables.developmentTable(files.compactMap { $0.code as? StringsTableCode })
        let read = SwiftCodeReader.read(declared: swift)
        let swiftFacts = strings.map(read.resolvingStrings) ?? read
        // A class Swift declares is read from its Swift; one only Objective-C implements, as unknown.
        let facts = objectiveC.isEmpty ? swiftFacts
            : CodeFacts(classes: swiftFacts.classes.merging(objectiveC) { swift, _ in swift }, errors: swiftFacts.errors)
        guard !facts.classes.isEmpty else { return diagnostics }
        let embedded = EmbeddedChildScreens(facts)
        let controllers = ControllerCode(facts)
        qualifySameNamedRootFiles(&files, roots: facts.windowRoots)
        // Each file is joined on its own, in place, on every core.
        files.concurrentModify { file in
            if let roots = facts.windowRoots[file.path] {
                CodeJoin.addWindowRoots(roots, facts, controllers, to: &file)
                return
            }
            guard isInterface(file.path) else { return }
            ViewOwnedScreens.apply(facts, to: &file)
            embedded.apply(to: &file)
            CodeJoin.apply(facts, controllers: controllers, to: &file)
        }
        return diagnostics
    }

    /// Gives the Swift files that set a window's root and share their name with another such file
    /// (each sample app's `SceneDelegate.swift` in a folder of several) their folder in front of
    /// the ids of the scenes and screens they start (``FolderQualifiers``), as same-named
    /// storyboards have: `analytics/AnalyticsExample/SceneDelegate.AnalyticsViewController`.
    private static func qualifySameNamedRootFiles(_ files: inout [SpecFile], roots: [String: [CodeChild]]) {
        guard roots.count > 1 else { return }
        var byName: [String: [Int]] = [:]
        for index in files.indices where roots[files[index].path] != nil {
            byName[CodeScenes.storyboardName(of: files[index].path), default: []].append(index)
        }
        for (name, indices) in byName where indices.count > 1 {
            for (index, qualifier) in zip(indices, FolderQualifiers.of(indices.map { files[$0].path })) where !qualifier.isEmpty {
                files[index].derivedIDPrefix = qualifier + "/" + name + "."
            }
        }
    }

    private static func isInterface(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return interfaceExtensions.contains { lowered.hasSuffix("." + $0) }
    }

    /// One note for the run, at the first SwiftUI view (in path order), naming the first few and
    /// how many.
    private static func swiftUINote(_ views: [Located<String>]) -> [Diagnostic] {
        guard let first = views.min(by: { $0.location < $1.location }) else { return [] }
        let names = views.sorted { $0.location < $1.location }.map(\.value)
        let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", and \(names.count - 5) more" : "")
        let (count, them) = names.count == 1 ? ("1 SwiftUI view or app is", "it") : ("\(names.count) SwiftUI views and apps are", "them")
        return [Diagnostic(code: .swiftUI, at: first.location,
                           "\(count) declared (\(listed)), which a11y-check does not read: what VoiceOver finds in \(them) is unknown, and screens built only in SwiftUI are not analysed",
                           hint: "the storyboards, xibs and UIKit view controllers of the run are analysed; describe a SwiftUI screen in a YAML spec to check it")]
    }

    /// One note for the run, at the first class Objective-C implements, naming them all (the
    /// first few, with how many).
    private static func note(_ implementations: [Located<String>]) -> [Diagnostic] {
        var names: [String] = []
        for implementation in implementations where !names.contains(implementation.value) { names.append(implementation.value) }
        guard let first = implementations.min(by: { $0.location < $1.location }) else { return [] }
        let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", and \(names.count - 5) more" : "")
        let count = names.count == 1 ? "1 class is" : "\(names.count) classes are"
        return [Diagnostic(code: .objectiveC, at: first.location,
                           "\(count) implemented in Objective-C, which a11y-check does not read: what their code sets is decided in code (\(listed))",
                           hint: "a property their code assigns on an outlet (self.title.textColor = ...) is unknown; the rest is as Interface Builder describes it; a YAML spec's overrides can say what the code sets")]
    }
}
