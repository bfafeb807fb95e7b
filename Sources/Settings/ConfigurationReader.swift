import A11yCore
import Hierarchy
import YAMLReader

/// Reads the root mapping of `.a11y-check.yml` into a ``LintConfiguration``.
struct ConfigurationReader {
    private let context: DecodeContext
    private let knownRules: [String]
    private(set) var configuration = LintConfiguration()

    private let knownReporters: [String]

    init(path: String, knownRules: [String], knownReporters: [String] = []) {
        self.knownReporters = knownReporters
        context = DecodeContext(file: path)
        self.knownRules = knownRules
        configuration.path = path
    }

    var diagnostics: [Diagnostic] { context.diagnostics }

    mutating func read(_ root: YAMLNode) {
        guard let entries = context.mapping(root, for: "the configuration") else { return }
        for entry in entries {
            guard let key = context.key(entry) else { continue }
            let value = entry.value
            switch key {
            case "included": configuration.included = contained(value, for: key)
            case "excluded": configuration.excluded = texts(value, for: key)
            case "matrix": configuration.matrix = matrix(value)
            case "disabled_rules": configuration.disabledRules = ruleIDs(value, for: key)
            case "opt_in_rules": configuration.optInRules = ruleIDs(value, for: key)
            case "only_rules": configuration.onlyRules = ruleIDs(value, for: key)
            case "severity": configuration.severities = severities(value)
            case "overrides": configuration.overrides = context.list(value, for: key)?.compactMap(override) ?? []
            case "assumptions": configuration.assumptions = assumptions(value)
            case "strict": configuration.strict = context.bool(value, for: key) ?? false
            case "baseline": configuration.baseline = contained(value, for: key).first
            case "reporter": configuration.reporter = reporter(value)
            default: context.unknownKey(entry, key, allowed: ConfigurationLoader.keys, in: "the configuration")
            }
        }
    }

    /// The `reporter:` value, checked against the known reporters with a did-you-mean.
    private func reporter(_ node: YAMLNode) -> String? {
        guard let name = context.string(node, for: "reporter") else { return nil }
        if knownReporters.isEmpty || knownReporters.contains(name) { return name }
        context.append(Diagnostic(.invalidValue, at: context.location(node),
                                  "unknown reporter '\(name)'\(Suggestion.didYouMean(name, in: knownReporters))",
                                  hint: "reporter takes: \(knownReporters.joined(separator: ", "))"))
        return nil
    }

    /// The paths of `included` or `baseline` that stay inside the configuration's folder; the
    /// others are reported where they are written (``PathContainment``).
    private func contained(_ node: YAMLNode, for key: String) -> [String] {
        let paths = key == "baseline" ? context.string(node, for: key).map { [Located($0, at: context.location(node))] } ?? []
            : context.strings(node, for: key) ?? []
        let refused = PathContainment.outsideFolder(paths.map { ($0.value, $0.location) }, folder: configuration.baseDirectory, key: key)
        refused.forEach(context.append)
        return paths.filter { path in !refused.contains { $0.location == path.location } }.map(\.value)
    }

    private func texts(_ node: YAMLNode, for what: String) -> [String] {
        (context.strings(node, for: what) ?? []).map(\.value)
    }

    /// Rule ids, each checked against the known rules (`all` is allowed in `opt_in_rules`).
    private func ruleIDs(_ node: YAMLNode, for what: String) -> [String] {
        var result: [String] = []
        for id in context.strings(node, for: what) ?? [] {
            if knownRules.contains(id.value) || (what == "opt_in_rules" && id.value == "all") {
                result.append(id.value)
            } else {
                reportUnknownRule(id)
            }
        }
        return result
    }

    private func reportUnknownRule(_ id: Located<String>) {
        context.append(Diagnostic(.unknownReference, at: id.location,
                                  "unknown rule '\(id.value)'\(Suggestion.didYouMean(id.value, in: knownRules))",
                                  hint: "`a11y-check rules` lists every rule id"))
    }

    private func severities(_ node: YAMLNode) -> [String: Severity] {
        var result: [String: Severity] = [:]
        guard let entries = context.mapping(node, for: "severity") else { return result }
        for entry in entries {
            guard let id = context.key(entry) else { continue }
            guard knownRules.contains(id) else {
                reportUnknownRule(Located(id, at: context.location(entry.key)))
                continue
            }
            if let severity = context.enumeration(entry.value, Severity.self, for: "severity") { result[id] = severity }
        }
        return result
    }

    /// The matrix dimensions. Each value is checked here, as `--device` and the other options
    /// check theirs, but located in the file: every unknown value is reported at its line and
    /// column with a did-you-mean, and dropped, so one typo neither hides the others nor stops
    /// the run before they are all reported.
    private func matrix(_ node: YAMLNode) -> MatrixSelection {
        var selection = MatrixSelection()
        guard let entries = context.mapping(node, for: "matrix") else { return selection }
        for entry in entries {
            guard let key = context.key(entry) else { continue }
            let values = listOrScalar(entry.value, for: key)
            switch key {
            case "devices": selection.devices = known(values, in: key, EnvironmentNames.devices)
            case "orientations": selection.orientations = known(values, in: key, EnvironmentNames.orientations)
            case "multitasking": selection.multitasking = known(values, in: key, EnvironmentNames.multitasking)
            case "ios": selection.iosVersions = known(values, in: key, EnvironmentNames.iosVersions)
            case "layoutDirections": selection.layoutDirections = known(values, in: key, EnvironmentNames.layoutDirections)
            case "appearances": selection.appearances = known(values, in: key, EnvironmentNames.appearances)
            default: context.unknownKey(entry, key, allowed: ConfigurationLoader.matrixKeys, in: "matrix")
            }
        }
        return selection
    }

    /// The values of the names `names` accepts (each written value may be a comma list), each
    /// once; each other name is reported where it is written.
    private func known<Value>(_ values: [Located<String>], in key: String, _ names: ValueNames<Value>) -> [Value] {
        var result: [Value] = []
        for value in values {
            do throws(UnknownEnvironmentName) {
                for named in try names.values(in: value.value) where !result.contains(named) { result.append(named) }
            } catch {
                let shown = value.value.isEmpty ? "an empty value" : "'\(value.value)'"
                context.append(Diagnostic(.invalidValue, at: value.location,
                                          "unknown \(shown) in matrix.\(key)\(error.suggestion.map { "; did you mean '\($0)'?" } ?? "")",
                                          hint: "matrix.\(key) takes: \(error.accepted.joined(separator: ", "))"))
            }
        }
        return result
    }

    /// `[a, b]` or a single value (numbers allowed: `ios: [17, 26]`), each with where it is written.
    private func listOrScalar(_ node: YAMLNode, for what: String) -> [Located<String>] {
        guard let items = node.items else {
            return context.string(node, for: what).map { [Located($0, at: context.location(node))] } ?? []
        }
        return items.compactMap { item in context.string(item, for: what).map { Located($0, at: context.location(item)) } }
    }

    private func override(_ node: YAMLNode) -> PathOverride? {
        guard let entries = context.mapping(node, for: "an override") else { return nil }
        var result = PathOverride()
        for entry in entries {
            guard let key = context.key(entry) else { continue }
            switch key {
            case "paths": result.paths = texts(entry.value, for: key)
            case "disabled_rules": result.disabledRules = ruleIDs(entry.value, for: key)
            case "opt_in_rules": result.optInRules = ruleIDs(entry.value, for: key)
            case "severity": result.severities = severities(entry.value)
            default: context.unknownKey(entry, key, allowed: ConfigurationLoader.overrideKeys, in: "an override")
            }
        }
        if result.paths.isEmpty {
            context.report(.missingKey, node, "an override needs 'paths'", hint: "paths: [\"Legacy/**\"]")
        }
        return result
    }

    /// The model's defaults with each assumption applied as it is read: an unknown name is
    /// reported at its key, a value it does not take at the value, and dropped.
    private func assumptions(_ node: YAMLNode) -> Assumptions {
        var result = Assumptions.defaults
        guard let entries = context.mapping(node, for: "assumptions") else { return result }
        for entry in entries {
            guard let key = context.key(entry), let value = context.string(entry.value, for: key) else { continue }
            do throws(AssumptionError) {
                result = try result.applying([key: value])
            } catch {
                let at = error.problem == .unknownKey ? entry.key : entry.value
                context.report(.invalidValue, at, "\(error)",
                               hint: error.problem == .unknownKey ? "docs/configuration.md lists the assumptions and their values" : nil)
            }
        }
        return result
    }
}
