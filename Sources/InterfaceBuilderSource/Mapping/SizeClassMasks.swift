import A11yCore
import Hierarchy

/// The size classes a view's subviews are installed in: the `<variation key="…">` elements of the
/// view, each with `<mask key="subviews">` holding `<exclude reference="id"/>` (the "Installed"
/// checkbox cleared for that size class) and `<include reference="id"/>` (checked). The key
/// `default` is any width and any height; `widthClass=compact`, `heightClass=regular` and both
/// joined by `-` name the others.
struct SizeClassMasks {
    private var installations: [String: Located<SizeClassInstallation>] = [:]

    /// Reads the variations of `view`; unknown keys are reported once per file.
    init(_ view: XMLNode, context: IBContext) {
        for variation in view.children(.variation) {
            guard let mask = variation.child("mask", key: "subviews") else { continue }
            guard let key = variation["key"], let pattern = Self.pattern(key) else {
                context.reportOnce(.unknownAttribute, name: "variation." + (variation["key"] ?? ""), at: variation.location,
                                   "the size-class variation '\(variation["key"] ?? "")' is not one a11y-check reads; its subviews mask is ignored",
                                   hint: Self.keyHint)
                continue
            }
            for item in mask.children {
                guard item.name == "include" || item.name == "exclude", let reference = item["reference"] else { continue }
                var installation = installations[reference]?.value ?? SizeClassInstallation()
                installation.set(pattern, installed: item.name == "include")
                installations[reference] = Located(installation, at: installations[reference]?.location ?? item.location)
            }
        }
    }

    /// The hint for a variation key that is not one of these.
    static let keyHint = "variation keys are default, widthClass=…, heightClass=… or both joined by '-', with compact or regular"

    /// `element` with the installation its id has in these masks.
    func applied(to element: Element) -> Element {
        guard !installations.isEmpty, let id = element.id?.value, let installation = installations[id] else { return element }
        var result = element
        result.installed = installation
        return result
    }

    /// The pattern a variation key names: `default`, or `widthClass=…` and `heightClass=…` parts
    /// joined by `-`; nil for anything else.
    static func pattern(_ key: String) -> SizeClassInstallation.Pattern? {
        if key == "default" { return .any }
        var width: SizeClass?
        var height: SizeClass?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let sizeClass = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass" where width == nil: width = sizeClass
            case "heightClass" where height == nil: height = sizeClass
            default: return nil
            }
        }
        return width == nil && height == nil ? nil : SizeClassInstallation.Pattern(width: width, height: height)
    }
}
