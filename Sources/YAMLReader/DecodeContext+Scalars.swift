import A11yCore

/// The scalar and small-structure values of a spec. Each rule is written once, in its index form
/// (the arena borrowed as a parameter, the node by index, so no node handle retains the arena);
/// the ``YAMLNode`` form forwards to it.
extension DecodeContext {
    public func string(_ node: YAMLNode, for what: @autoclosure () -> String) -> String? {
        string(node.arena, node.index, for: what())
    }

    /// The index form of ``string(_:for:)``.
    package func string(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> String? {
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
    package func bool(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> Bool? {
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
    package func number(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String, within bounds: NumberBounds) -> Double? {
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
    package func integer(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String, within bounds: NumberBounds) -> Int? {
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
    package func enumeration<E: RawRepresentable & CaseIterable>(_ arena: YAMLArena, _ node: Int32, _ type: E.Type,
                                                         for what: @autoclosure () -> String) -> E?
    where E.RawValue == String {
        guard let text = string(arena, node, for: what()) else { return nil }
        if let value = E(rawValue: text) { return value }
        let allowed = E.allCases.map(\.rawValue)
        report(.invalidValue, arena, node, "'\(text)' is not a valid \(what())\(Suggestion.didYouMean(text, in: allowed))",
               hint: "allowed values: \(allowed.joined(separator: ", "))")
        return nil
    }


    /// A list of texts.
    public func strings(_ node: YAMLNode, for what: @autoclosure () -> String) -> [Located<String>]? {
        strings(node.arena, node.index, for: what())
    }

    /// The index form of ``strings(_:for:)``.
    package func strings(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String) -> [Located<String>]? {
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
