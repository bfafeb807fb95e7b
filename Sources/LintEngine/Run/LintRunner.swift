import A11yCore
import Hierarchy
import Foundation
import Settings
import SpecInputs

/// Runs `lint`: load the specs, run every enabled rule over every scene (and every screen on its
/// own) across the environment matrix on all cores (a dark environment beside light ones: only
/// the scenes whose colours differ in dark mode, ``Project/darkScope(for:)``), merge what several
/// environments share, then apply suppressions and the baseline.
public struct LintRunner: Sendable {
    /// The analyzers' rules.
    public let analysisRules: [any Rule]

    /// Every rule description the run knows: the catalog's input and suppression rules and the
    /// analysis rules it was given; made once, not once per run or per finding.
    private let descriptions: [RuleDescription]
    /// ``descriptions`` by id (the first of an id).
    private let descriptionsByID: [String: RuleDescription]

    /// A run with `analysisRules` (every analyzer rule by default).
    public init(analysisRules: [any Rule] = RuleCatalog.analysisRules) {
        self.analysisRules = analysisRules
        descriptions = RuleCatalog.inputRules + SuppressionRules.descriptions + analysisRules.map(\.description)
        descriptionsByID = Dictionary(descriptions.map { ($0.id, $0) }) { first, _ in first }
    }

    public func run(_ request: LintRequest) -> LintResult {
        let configuration = request.settings.configuration
        let selection = RuleSelection(configuration: configuration, alwaysOn: request.sources.alwaysOnRuleIDs)
        let input = LintInputFiles(request)
        let files = input.files
        let paths = RelativePaths(base: configuration.baseDirectory)
        let noSpecFiles = files.isEmpty && input.discoveryErrors.isEmpty && request.inMemoryFiles == nil
            ? request.sources.noSpecFilesMessage(in: request.paths) : nil
        request.progress?(.loading(files: files.count))
        let containment = request.containment
        let loaded = input.load()
        var findings = loaded.diagnostics.map(Finding.init)
        var analysisSkipped = loaded.diagnostics.contains { $0.severity == .error }
        var environments: [Environment] = []
        let sharedCache = AnalysisCache()
        var inputs: [RuleInput] = []
        var sceneCount = 0
        let project = request.scenes.map { loaded.project.restricted(to: $0) } ?? loaded.project
        let enabledRules = analysisRules.filter { rule in
            configuration.onlyRules.map { $0.contains(rule.description.id) } ?? true
        }
        if !analysisSkipped {
            let assumptions = request.settings.assumptions
            environments = request.settings.matrix.matrix(for: loaded.project).environments
            // Worked out once for the catalog and the dark scope.
            let screensInNoScene = project.screensInNoScene
            let catalog = SceneCatalog(project, screensInNoScene: screensInNoScene)
            if let tooMany = SceneEnvironmentLimit.diagnostic(catalog, environmentCount: environments.count) {
                findings.append(Finding(tooMany))
                analysisSkipped = true
                environments = []
            }
            let dark = project.darkScope(for: environments, screensInNoScene: screensInNoScene).map { scope in
                (project: scope.project, catalog: catalog.restricted(to: scope.project, screensInNoScene: scope.screensInNoScene))
            }
            sceneCount = catalog.entries.count
            request.progress?(.analyzing(scenes: sceneCount, environments: environments.count))
            inputs = RuleInputs.of(environments, project: project, catalog: catalog, dark: dark, assumptions: assumptions,
                                   sharedCache: sharedCache)
            let perRule = ScreenRuleBatch.findings(of: enabledRules, across: inputs)
            let codeFiles = Set(loaded.project.files.lazy.filter { $0.code != nil }.map(\.path))
            findings += FindingMerger.merge(consume perRule, environmentNames: environments.map(\.name), codeFiles: codeFiles)
        }
        findings = applySelection(findings, selection: selection, paths: paths)
        findings = suppressed(findings, files: files.filter { input.inMemory?[$0] != nil || containment.outside($0) == nil },
                              inMemory: input.inMemory ?? [:], sources: request.sources)
        let all = FindingMerger.sorted(findings)
        let kept = request.baseline.map { FindingMerger.sorted($0.newFindings(all, relativeTo: request.workingDirectory)) } ?? all
        // Whether a source's rule applies to a file depends on its extension only: asked once per extension.
        let byExtension = Dictionary(grouping: files.map { (path: $0, relative: paths.relative($0)) }) {
            PathExtension.of($0.path).lowercased()
        }
        let rulesRun = descriptions.filter { rule in
            byExtension.values.contains { group in
                request.sources.applies(rule, to: group[0].path) && group.contains { selection.isEnabled(rule, in: $0.relative) }
            }
        }
        return LintResult(findings: kept, unfilteredFindings: all, inputErrors: loaded.inputErrors,
                          files: files, rules: rulesRun, environments: environments, analysisSkipped: analysisSkipped,
                          sceneCount: sceneCount, noSpecFiles: noSpecFiles,
                          workingSet: LintWorkingSet(project: project, inputs: inputs, sharedCache: sharedCache))
    }

    /// A rule in a file, as the selection decides it.
    private struct RuleInFile: Hashable {
        let ruleID: String
        let file: String
    }

    /// Drops the findings of disabled rules and applies configured severities, path by path;
    /// each rule is decided once per file.
    private func applySelection(_ findings: [Finding], selection: RuleSelection, paths: RelativePaths) -> [Finding] {
        var decisions: [RuleInFile: Severity?] = [:]
        return findings.compactMap { finding in
            guard let rule = descriptionsByID[finding.ruleID] else { return finding }
            let key = RuleInFile(ruleID: finding.ruleID, file: finding.location.file)
            let decided: Severity?
            if let known = decisions[key] {
                decided = known
            } else {
                let file = paths.relative(finding.location.file)
                decided = selection.isEnabled(rule, in: file) ? selection.severity(of: rule, in: file) : nil
                decisions[key] = decided
            }
            guard let severity = decided else { return nil }
            return Finding(ruleID: finding.ruleID, severity: severity, location: finding.location, message: finding.message,
                           hint: finding.hint, scope: finding.scope, subject: finding.subject, environments: finding.environments)
        }
    }

    /// Applies the `a11y-check:` comments of the files that have any, in the comments their
    /// `sources` read. A file read from disk is read through ``BoundedFileReader``: one the loader
    /// refused for its size is not read here either, its size being checked before any byte is
    /// read. The files are read on every core.
    private func suppressed(_ findings: [Finding], files: [String], inMemory: [String: [UInt8]], sources: SpecSources) -> [Finding] {
        let read = files.concurrentMap { file -> String? in
            let bytes: [UInt8]
            if let given = inMemory[file] {
                bytes = given
            } else if case .success(let read) = BoundedFileReader.read(file, limit: SpecLimits.maximumFileSize) {
                bytes = read
            } else {
                return nil
            }
            let data = Data(bytes)
            guard SuppressionParser.mayHoldComments(data) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            return text.contains(SuppressionParser.marker) ? text : nil
        }
        let texts = Dictionary(zip(files, read).compactMap { file, text in text.map { (file, $0) } }) { first, _ in first }
        if texts.isEmpty { return findings }
        let known = Set(descriptionsByID.keys)
        return SuppressionFilter(texts: texts, knownRules: known) { sources.source(for: $0).lineComment(in: $1) }.apply(to: findings)
    }
}
