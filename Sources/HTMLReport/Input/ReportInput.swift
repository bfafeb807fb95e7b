import A11yCore
import AnalysisResult

/// Turns a ``ProjectAnalysis`` (with its findings, geometry, VoiceOver, orientation, lifecycle
/// and sources parts) into the plain values the page draws. It reads no spec: paths come
/// relative from `relativePath`, YAML lines for excerpts from `lines`.
public struct ReportInput {
    let analysis: ProjectAnalysis
    let toolVersion: String
    let relativePath: (String) -> String
    let lines: SourceLines
    let environments: [ReportDocument.EnvironmentEntry]
    /// The scene ids in page order, and where each scene's analysis is in each environment that
    /// has it: `analysis.environments[environment].scenes[position]` (positions, not copies: a
    /// copy of an analysis retains each of its parts).
    let sceneOrder: [String]
    let analysesByScene: [String: [ScenePlace]]
    /// Makes the scenes' analyses when ``analysis`` is an outline, with the batch last made.
    private let streamed: (source: StreamedProjectAnalysis, made: MadeScenes)?

    /// The scene analyses made for the batch of scenes the page writes.
    private final class MadeScenes {
        var byPlace: [ScenePlace: SceneAnalysis] = [:]
    }

    /// - Parameters:
    ///   - relativePath: a path as the run named it, relative to the working directory.
    ///   - readFile: the text of a spec file, for the lines around findings (nil when unreadable).
    public init(analysis: ProjectAnalysis, toolVersion: String, relativePath: @escaping (String) -> String,
                readFile: @escaping (String) -> String?) {
        self.init(analysis: analysis, streamed: nil, toolVersion: toolVersion, relativePath: relativePath, readFile: readFile)
    }

    /// The input of an analysis whose scenes are made a batch at a time as ``scene(at:)`` asks
    /// for them (the page's batch, ``ReportPage/batchSize``), each batch let go when the next is made.
    public init(analysis: StreamedProjectAnalysis, toolVersion: String, relativePath: @escaping (String) -> String,
                readFile: @escaping (String) -> String?) {
        self.init(analysis: analysis.outline, streamed: (analysis, MadeScenes()), toolVersion: toolVersion,
                  relativePath: relativePath, readFile: readFile)
    }

    private init(analysis: ProjectAnalysis, streamed: (source: StreamedProjectAnalysis, made: MadeScenes)?, toolVersion: String,
                 relativePath: @escaping (String) -> String, readFile: @escaping (String) -> String?) {
        self.analysis = analysis
        self.streamed = streamed
        self.toolVersion = toolVersion
        self.relativePath = relativePath
        lines = SourceLines(read: readFile)
        environments = analysis.environments.map { environment in
            ReportDocument.EnvironmentEntry(id: Self.identifier(of: environment), name: environment.environment)
        }
        var order: [String] = []
        var byScene: [String: [ScenePlace]] = [:]
        for (index, environment) in analysis.environments.enumerated() {
            for position in environment.scenes.indices {
                let id = environment.scenes[position].scene
                if byScene[id] == nil { order.append(id) }
                byScene[id, default: []].append(ScenePlace(environment: index, position: position))
            }
        }
        sceneOrder = order
        analysesByScene = byScene
    }

    /// The document: environments in matrix order, scenes in the order the first environment
    /// lists them (then any only later environments have), findings in the run's order. With
    /// `outline`, each scene has only its id and kind, and ``scene(at:)`` gives it whole: a
    /// report over many scenes builds them one batch at a time as it writes them (``ReportPage``).
    public func document(title: String = "a11y-check report", outline: Bool = false) -> ReportDocument {
        let scenes = sceneOrder.indices.map { index in
            let id = sceneOrder[index]
            return outline
                ? ReportDocument.Scene(id: id, standalone: analysesByScene[id]?.first.map(sceneAnalysis)?.standalone ?? false, cards: [],
                                       orientation: [], lifecycle: [])
                : scene(at: index)
        }
        let findings = (analysis.findings ?? []).map(finding)
        let rules = Dictionary((analysis.rules ?? []).map { rule in
            (rule.id, RuleEntry(id: rule.id, rationale: rule.rationale,
                                documentation: rule.documentation.hasPrefix("https://") ? rule.documentation : nil))
        }, uniquingKeysWith: { first, _ in first })
        return ReportDocument(title: title, toolVersion: toolVersion, files: analysis.files.map(relativePath),
                              environments: environments, scenes: scenes, findings: findings, rules: rules)
    }

    /// The scene at `index` of the document's scenes, whole. Not thread-safe (it reads and keeps
    /// spec lines): call it from one thread.
    public func scene(at index: Int) -> ReportDocument.Scene {
        let id = sceneOrder[index]
        let places = analysesByScene[id] ?? []
        makeBatch(startingAt: index, unlessMade: places)
        let cards = places.compactMap { place in
            CardInput(scene: sceneAnalysis(at: place), environment: environments[place.environment],
                      relativePath: relativePath).card()
        }
        return ReportDocument.Scene(
            id: id, standalone: places.first.map(sceneAnalysis)?.standalone ?? false,
            cards: cards,
            orientation: places.compactMap { place in
                sceneAnalysis(at: place).orientation.map {
                    Self.orientationRow($0, in: analysis.environments[place.environment].environment)
                }
            },
            lifecycle: Self.lifecycleGroups(places.map { (environments[$0.environment], sceneAnalysis(at: $0).lifecycle) }),
            sources: lines.excerpts(declaring: cards))
    }

    /// The analysis at `place` of ``analysesByScene``: made for the current batch when streamed.
    private func sceneAnalysis(at place: ScenePlace) -> SceneAnalysis {
        streamed?.made.byPlace[place] ?? analysis.environments[place.environment].scenes[place.position]
    }

    /// When streamed and `places` (the scene at `index`'s) are not made yet: makes the scenes of
    /// the page's batch starting at `index`, in place of the batch made before.
    private func makeBatch(startingAt index: Int, unlessMade places: [ScenePlace]) {
        guard let streamed, let first = places.first, streamed.made.byPlace[first] == nil else { return }
        let batch = sceneOrder[index..<min(index + ReportPage.batchSize, sceneOrder.count)].flatMap { analysesByScene[$0] ?? [] }
        // The batch before is let go first, so that two are never held at once.
        streamed.made.byPlace = [:]
        streamed.made.byPlace = Dictionary(uniqueKeysWithValues: zip(batch, streamed.source.scenes(at: batch)))
    }

    /// The lifecycle transitions of each environment, each transition once with the
    /// environments it is the same in.
    static func lifecycleGroups(_ results: [(ReportDocument.EnvironmentEntry, LifecycleResult?)]) -> [LifecycleGroup] {
        // A scene has a few transitions in a few environments: comparing stops at the first
        // difference, where hashing went through every callback string.
        var groups: [LifecycleGroup] = []
        var transitions: [LifecycleResult.Transition] = []
        for (environment, result) in results {
            for transition in result?.transitions ?? [] {
                if let index = transitions.firstIndex(of: transition) {
                    if groups[index].environments.last != environment { groups[index].environments.append(environment) }
                } else {
                    transitions.append(transition)
                    groups.append(LifecycleGroup(environments: [environment], timeline: timeline(transition)))
                }
            }
        }
        return groups
    }

    private func finding(_ finding: Finding) -> FindingEntry {
        let location = finding.location
        let message = finding.hint.map { "\(finding.message) (\($0))" } ?? finding.message
        return FindingEntry(file: relativePath(location.file), line: location.line, column: location.column,
                            severity: finding.severity.rawValue, rule: finding.ruleID, message: message,
                            excerpt: lines.around(location.line, in: location.file))
    }

    /// `device-orientation-multitasking-iosN-direction`, with `-dark` for the dark appearance:
    /// unique per environment of a matrix.
    static func identifier(of environment: EnvironmentAnalysis) -> String {
        "\(environment.device)-\(environment.orientation)-\(environment.multitasking)-ios\(environment.iosVersion)-"
            + environment.layoutDirection + (environment.appearance.map { "-" + $0 } ?? "")
    }

    static func orientationRow(_ result: OrientationResult, in environment: String) -> OrientationRow {
        let rotations = result.rotations.rows.prefix(4).map { row in
            "\(row.device) → \(row.interface ?? "stays")"
        }
        return OrientationRow(environment: environment, decider: result.decider, reason: result.reason,
                              effectiveMask: result.effectiveMask, initialOrientation: result.initialOrientation,
                              rotations: Array(rotations), crash: result.crash?.description)
    }

    static func timeline(_ transition: LifecycleResult.Transition) -> LifecycleTimeline {
        var orders: [LifecycleTimeline.UnverifiedOrder] = []
        let steps = transition.steps.map { step in
            var unverified: [Int: String] = [:]
            for callback in step.unverified where unverified[callback.index] == nil {
                unverified[callback.index] = callback.order
                if !orders.contains(where: { $0.name == callback.order }) {
                    orders.append(LifecycleTimeline.UnverifiedOrder(name: callback.order, reason: callback.reason))
                }
            }
            return LifecycleTimeline.Step(title: step.title, callbacks: step.callbacks.enumerated().map { index, callback in
                // By byte: "." is ASCII, and a search by Character took half of building a timeline.
                let dot = callback.utf8.lastIndex(of: UInt8(ascii: ".")) ?? callback.endIndex
                let name = dot < callback.endIndex ? String(callback[callback.index(after: dot)...]) : callback
                return LifecycleTimeline.Callback(controller: String(callback[..<dot]), name: name, unverified: unverified[index])
            })
        }
        return LifecycleTimeline(kind: transition.kind, title: transition.title, steps: steps, unverifiedOrders: orders)
    }
}
