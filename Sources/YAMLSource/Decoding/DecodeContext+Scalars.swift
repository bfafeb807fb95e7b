import A11yCore
import Hierarchy

/// The scalar and small-structure values of a spec. Each rule is written once, in its index form
/// (the arena borrowed as a parameter, the node by index, so no node handle retains the arena);
/// the ``YAMLNode`` form forwards to it.
extension DecodeContext {
    public func string(_ node: YAMLNode, for what: @autoclosure () -> String) -> String? {
        string(node.arena, node.index, for: what())
    }

    /// The index form of ``string(_:for:)``.
    func string(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> String? {
        guard !arena.isNull(node), arena.records[Int(node)].isScalar else {
            wrongType(arena, node, expected: "text", for: what())
            return nil
        }
        return arena.text(node)
    }

    /// `true` or `false`, written plain. YAML 1.1's `yes`, `no`, `on`, `off` are refused.
    public func bool(_ node: YAMLNode, for what: @autoclosure () -> String) -> Bool? {
        bool(node.arena, node.index, for: what())
    }

    /// The index form of ``bool(_:for:)``.
    func bool(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> Bool? {
        if arena.isPlainScalar(node), let word = KeyText(arena, node) {
            if case "true" = word { return true }
            if case "false" = word { return false }
            if let meaning = Self.yaml11Booleans[word.text.lowercased()] {
                report(.yamlBoolean, arena, node, "'\(what())' is '\(word.text)', which YAML 1.1 reads as \(meaning) but a11y-check does not",
                       hint: "write \(meaning); only true and false are booleans")
                return nil
            }
        }
        wrongType(arena, node, expected: "true or false", for: what())
        return nil
    }

    private static let yaml11Booleans = [
        "yes": "true", "y": "true", "on": "true", "true": "true",
        "no": "false", "n": "false", "off": "false", "false": "false",
    ]

    /// A finite number, written plain: YAML's integer and float forms (`16`, `-2`, `0.5`, `1e3`,
    /// `.5`). The short decimals specs are full of are read by ``DecimalText`` without `strtod`.
    public func number(_ node: YAMLNode, for what: @autoclosure () -> String) -> Double? {
        number(node.arena, node.index, for: what(), within: .finite)
    }

    /// The index form of ``number(_:for:)``, for a number within `bounds`. A value outside them,
    /// a number too large for a `Double` (`1e400`) and a float that is not finite (`.nan`,
    /// `.inf`) are invalid values located at the number, with the bounds in the hint.
    func number(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String, within bounds: NumberBounds) -> Double? {
        guard arena.isPlainScalar(node) else {
            wrongType(arena, node, expected: "a number", for: what())
            return nil
        }
        let reading = NumberText(arena.bytes(node))
        if let value = reading.value, bounds.contains(value) { return value }
        reportNumber(reading, arena, node, for: what(), expected: "a number", within: bounds)
        return nil
    }

    /// A whole number, written plain.
    public func integer(_ node: YAMLNode, for what: @autoclosure () -> String) -> Int? {
        integer(node.arena, node.index, for: what(), within: .whole(Int.min...Int.max, reason: "a whole number is at most 19 digits"))
    }

    /// The index form of ``integer(_:for:)``, for a whole number within `bounds`; values outside
    /// them are reported as ``number(_:_:for:within:)`` reports them.
    func integer(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String, within bounds: NumberBounds) -> Int? {
        guard arena.isPlainScalar(node) else {
            wrongType(arena, node, expected: "a whole number", for: what())
            return nil
        }
        if let value = Int(arena.text(node)), bounds.contains(Double(value)) { return value }
        let reading = NumberText(arena.bytes(node))
        if let value = reading.value, value != value.rounded() {
            wrongType(arena, node, expected: "a whole number", for: what(), hint: bounds.hint)
            return nil
        }
        reportNumber(reading, arena, node, for: what(), expected: "a whole number", within: bounds)
        return nil
    }

    /// Reports a number that `reading` says is not a value within `bounds`.
    private func reportNumber(_ reading: NumberText, _ arena: YAMLArena, _ node: Int32, for what: String, expected: String,
                              within bounds: NumberBounds) {
        let text = arena.text(node)
        switch reading {
        case .finite, .tooLarge:
            report(.invalidValue, arena, node, "'\(what)' is \(text), outside the allowed range (\(bounds.description))", hint: bounds.hint)
        case .notFinite:
            report(.invalidValue, arena, node, "'\(what)' is \(text), which is not a finite number",
                   hint: "YAML 1.2 reads .nan, .inf and -.inf as floats that are not finite; \(bounds.hint)")
        case .notNumber:
            wrongType(arena, node, expected: expected, for: what, hint: bounds.hint)
        }
    }

    /// One of an enumeration's values; a value outside it lists the allowed ones.
    public func enumeration<E: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ type: E.Type, for what: @autoclosure () -> String) -> E?
    where E.RawValue == String {
        enumeration(node.arena, node.index, type, for: what())
    }

    /// The index form of ``enumeration(_:_:for:)``.
    func enumeration<E: RawRepresentable & CaseIterable>(_ arena: YAMLArena, _ node: Int32, _ type: E.Type,
                                                         for what: @autoclosure () -> String) -> E?
    where E.RawValue == String {
        guard let text = string(arena, node, for: what()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        report(.invalidValue, arena, node, "'\(text)' is not a valid \(what())\(Suggestion.didYouMean(text, in: allowed))",
               hint: "allowed values: \(allowed.joined(separator: ", "))")
        return nil
    }

    /// `[a, b, ...]`, one number per name in `lanes` (at most 4), each within
    /// ``NumberBounds/coordinate``, in the first lanes; the items are read by index, making no
    /// node handle.
    private func numbers(_ arena: YAMLArena, _ node: Int32, lanes: [String], for what: @autoclosure () -> String) -> SIMD4<Double>? {
        let count = lanes.count
        guard let items = arena.items(node), items.count == count else {
            wrongType(arena, node, expected: "a list of \(count) numbers [\(lanes.joined(separator: ", "))]", for: what())
            return nil
        }
        var values = SIMD4<Double>()
        var valid = true
        for position in 0..<count {
            if let value = number(arena, items.item(arena, position), for: "\(what()) \(lanes[position])", within: .coordinate) {
                values[position] = value
            } else {
                valid = false
            }
        }
        return valid ? values : nil
    }

    private static let rectLanes = ["x", "y", "width", "height"]
    private static let sizeLanes = ["width", "height"]

    /// `[x, y, width, height]`, each within ``NumberBounds/coordinate``, with a size of 0 or more.
    func rect(_ node: YAMLNode, for what: @autoclosure () -> String) -> Rect? {
        rect(node.arena, node.index, for: what())
    }

    /// The index form of ``rect(_:for:)``.
    func rect(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> Rect? {
        guard let values = numbers(arena, node, lanes: Self.rectLanes, for: what()) else { return nil }
        if values[2] < 0 || values[3] < 0 {
            report(.invalidValue, arena, node, "'\(what())' has a negative size", hint: "width and height are 0 or more points")
            return nil
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `[width, height]`, each within ``NumberBounds/coordinate``.
    func size(_ node: YAMLNode, for what: @autoclosure () -> String) -> Size? {
        size(node.arena, node.index, for: what())
    }

    /// The index form of ``size(_:for:)``.
    func size(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> Size? {
        guard let values = numbers(arena, node, lanes: Self.sizeLanes, for: what()) else { return nil }
        return Size(width: values[0], height: values[1])
    }

    /// A colour: `#RRGGBB` or `#RRGGBBAA` (read from the scalar's bytes; the text is made only
    /// for a message: a colour is ASCII, and libyaml's text is valid UTF-8), `system:NAME` (a
    /// UIKit system colour) or the name of a colour the file declares under `colors`. The index
    /// form, which the element decoder alone uses.
    func color(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> ColorValue? {
        if arena.records[Int(node)].isScalar, let color = Color(hexBytes: arena.bytes(node)) { return .fixed(color) }
        guard let text = string(arena, node, for: what()) else { return nil }
        if text.hasPrefix(SystemColor.prefix) { return systemColor(text, arena, node).map(ColorValue.system) }
        if let named = namedColors[text] { return .named(named) }
        let suggestion = Suggestion.closest(to: text, in: namedColors.keys.sorted())
        report(.invalidValue, arena, node, "'\(text)' is not a colour",
               hint: suggestion.map { "did you mean '\($0)', declared under 'colors'?" }
                   ?? "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), system:NAME (system:label), or a name declared under 'colors'")
        return nil
    }

    /// The UIKit system colour `text` (`system:NAME`) names; nil, reported with a "did you mean",
    /// for a name the model does not know (Interface Builder's `labelColor` suggests `label`).
    private func systemColor(_ text: String, _ arena: YAMLArena, _ node: Int32) -> SystemColor? {
        let name = String(text.dropFirst(SystemColor.prefix.count))
        if let system = SystemColor(rawValue: name) { return system }
        let suggestion = SystemColor(interfaceBuilderName: name)?.rawValue ?? Suggestion.closest(to: name, in: SystemColor.allCases.map(\.rawValue))
        report(.invalidValue, arena, node, "'\(text)' is not a UIKit system colour",
               hint: suggestion.map { "did you mean '\(SystemColor.prefix)\($0)'?" }
                   ?? "write a UIColor name such as system:label, system:systemBackground or system:systemBlue")
        return nil
    }

    /// A value under `colors`: `#RRGGBB`, `#RRGGBBAA` or `system:NAME` (an asset catalog colour
    /// set entry that refers to a system colour), the text of `node`. `alternative` ends the hint
    /// for another text.
    func namedColorValue(_ text: String, at node: YAMLNode, alternative: String = "") -> NamedColor.Value? {
        if let color = Color(hex: text) { return .fixed(color) }
        if text.hasPrefix(SystemColor.prefix) { return systemColor(text, node.arena, node.index).map(NamedColor.Value.system) }
        report(.invalidValue, node, "'\(text)' is not a colour",
               hint: "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), system:NAME (system:label)" + alternative)
        return nil
    }

    /// A list of texts.
    public func strings(_ node: YAMLNode, for what: @autoclosure () -> String) -> [Located<String>]? {
        strings(node.arena, node.index, for: what())
    }

    /// The index form of ``strings(_:for:)``.
    func strings(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> [Located<String>]? {
        guard let items = list(arena, node, for: what()) else { return nil }
        var texts: [Located<String>] = []
        texts.reserveCapacity(items.count)
        for position in 0..<items.count {
            let item = items.item(arena, position)
            if let text = string(arena, item, for: what()) { texts.append(Located(text, at: location(arena, item))) }
        }
        return texts
    }
}
