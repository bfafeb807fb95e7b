import A11yCore
import Hierarchy
import YAMLReader

extension DecodeContext {
    /// The names a mask may use: the four orientations and the named masks.
    static let maskNames = InterfaceOrientation.allCases.map(\.rawValue) + OrientationMask.named.map(\.name)

    /// A mask: an orientation, a named mask, or a list of them.
    func plainMask(_ node: YAMLNode, for what: @autoclosure () -> String) -> OrientationMask? {
        if let items = node.items {
            var mask: OrientationMask = []
            var valid = true
            for item in items {
                if let part = maskName(item, for: what()) { mask.formUnion(part) } else { valid = false }
            }
            return valid ? mask : nil
        }
        if node.scalar != nil, !node.isNull { return maskName(node, for: what()) }
        wrongType(node, expected: "an orientation, a list of orientations or a named mask", for: what())
        return nil
    }

    /// A mask, or one per idiom: `{iphone: mask, ipad: mask}`.
    func idiomMasks(_ node: YAMLNode, for what: @autoclosure () -> String) -> IdiomMasks? {
        guard let entries = node.entries else { return plainMask(node, for: what()).map(IdiomMasks.init) }
        var iphone: OrientationMask?
        var ipad: OrientationMask?
        var valid = true
        for entry in entries {
            guard let key = keyText(entry) else { valid = false; continue }
            switch key {
            case "iphone":
                iphone = plainMask(entry.value, for: "\(what()).iphone")
                valid = valid && iphone != nil
            case "ipad":
                ipad = plainMask(entry.value, for: "\(what()).ipad")
                valid = valid && ipad != nil
            default:
                unknownKey(entry, key.text, allowed: DeviceIdiom.allCases.map(\.rawValue), in: "a per-idiom mask")
                valid = false
            }
        }
        return valid ? IdiomMasks(iphone: iphone, ipad: ipad) : nil
    }

    private func maskName(_ node: YAMLNode, for what: @autoclosure () -> String) -> OrientationMask? {
        guard let text = string(node, for: what()) else { return nil }
        if let orientation = InterfaceOrientation(rawValue: text) { return OrientationMask(orientation) }
        if let named = OrientationMask.named.first(where: { $0.name == text }) { return named.mask }
        report(.invalidValue, node, "'\(text)' is not an orientation or a named mask\(Suggestion.didYouMean(text, in: Self.maskNames))",
               hint: "allowed values: \(Self.maskNames.joined(separator: ", "))")
        return nil
    }
}
