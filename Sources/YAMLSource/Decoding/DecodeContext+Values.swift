import A11yCore
import Hierarchy
import YAMLReader

/// The spec's own values built from numbers and text: frames, sizes and colours.
extension DecodeContext {
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
            let item = items.item(arena, position)
            if let value = Self.plainCoordinate(arena, item)
                ?? number(arena, item, for: "\(what()) \(lanes[position])", within: .coordinate) {
                values[position] = value
            } else {
                valid = false
            }
        }
        return valid ? values : nil
    }

    /// A coordinate written as a plain decimal that ``DecimalText`` reads, within
    /// ``NumberBounds/coordinate``: the value ``number(_:_:for:within:)`` gives it, read in place
    /// (the general path is a call into the YAML reader for every number of every frame, with the
    /// bounds and the message passed along). Nil when the general path decides (and reports).
    @inline(__always)
    private static func plainCoordinate(_ arena: YAMLArena, _ node: Int32) -> Double? {
        guard arena.isPlainScalar(node), let value = DecimalText.double(arena.bytes(node)),
              NumberBounds.coordinate.contains(value) else { return nil }
        return value
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
    /// UIKit system colour), the name of a colour the file declares under `colors`, or `unknown`:
    /// set at run time to a value no file gives (``ColorValue/setInCode``). The index form, which
    /// the element decoder alone uses.
    func color(_ arena: YAMLArena, _ node: Int32, for what: @autoclosure () -> String,
               named namedColors: [String: NamedColor]) -> ColorValue? {
        if arena.records[Int(node)].isScalar, let color = Color(hexBytes: arena.bytes(node)) { return .fixed(color) }
        guard let text = string(arena, node, for: what()) else { return nil }
        if text.hasPrefix(SystemColor.prefix) { return systemColor(text, arena, node).map(ColorValue.system) }
        if let named = namedColors[text] { return .named(named) }
        if text == Self.unknownColor { return .setInCode }
        let suggestion = Suggestion.closest(to: text, in: namedColors.keys.sorted())
        report(.invalidValue, arena, node, "'\(text)' is not a colour",
               hint: suggestion.map { "did you mean '\($0)', declared under 'colors'?" }
                   ?? "write #RRGGBB or #RRGGBBAA, quoted (\"#1E90FF\"), system:NAME (system:label), a name declared under 'colors', or unknown")
        return nil
    }

    /// The colour value that says code sets the colour at run time to a value no file gives.
    static let unknownColor = "unknown"

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
}
