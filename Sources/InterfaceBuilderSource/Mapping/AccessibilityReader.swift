import A11yCore
import Hierarchy

/// Accessibility as Interface Builder writes it: the Identity inspector's
/// `<accessibility key="accessibilityConfiguration">` and user-defined runtime attributes, which
/// UIKit sets after it (so they win).
struct AccessibilityReader {
    let context: IBContext

    /// The `<accessibility>` attributes read.
    static let attributes: [XMLName] = [.key, .label, .hint, .identifier, .value, .language]

    /// IB's trait attribute names. `toggleButton` is UIKit's public name of the switch trait.
    static let traits: [String: AccessibilityTrait] = {
        var traits = Dictionary(uniqueKeysWithValues: AccessibilityTrait.allCases.map { ($0.rawValue, $0) })
        traits["toggleButton"] = .switch
        return traits
    }()

    /// Traits UIKit's own controls compute themselves and IB's checkboxes do not show; an IB trait
    /// set replaces the kind's defaults but keeps these.
    static let privateTraits: TraitSet = [.switch, .textEntry, .textArea, .backButton]

    func apply(_ node: XMLNode, to element: inout Element) {
        apply(node, runtimeAttributes: node.child(.userDefinedRuntimeAttributes), to: &element)
    }

    /// ``apply(_:to:)`` for a caller that has found `node`'s `<userDefinedRuntimeAttributes>`.
    func apply(_ node: XMLNode, runtimeAttributes: XMLNode?, to element: inout Element) {
        if let configuration = node.child(.accessibility, key: "accessibilityConfiguration") {
            applyConfiguration(configuration, to: &element)
        }
        for attribute in runtimeAttributes?.children ?? [] {
            applyRuntimeAttribute(attribute, to: &element)
        }
    }

    private func applyConfiguration(_ configuration: XMLNode, to element: inout Element) {
        let at = configuration.location
        for name in configuration.attributeNames(besides: Self.attributes) {
            context.reportOnce(.unknownAttribute, name: "accessibility." + name, at: at,
                               "the accessibility attribute '\(name)' is not one a11y-check reads; it is ignored",
                               hint: "a11y-check reads \(Self.attributes.dropFirst().map(\.text).sorted().joined(separator: ", "))")
        }
        if let label = configuration[.label] { element.label = Located(label, at: at) }
        if let hint = configuration[.hint] { element.hint = Located(hint, at: at) }
        if let identifier = configuration[.identifier] { element.identifier = Located(identifier, at: at) }
        if let value = configuration[.value] { element.value = Located(value, at: at) }
        if let language = configuration[.language] { element.language = Located(language, at: at) }
        for child in configuration.childSequence {
            if child.isNamed(.bool), child.attribute(.key, is: "isElement") {
                element.accessible = Located(child.isYes(.value), at: child.location)
            } else if child.isNamed(.accessibilityTraits), child.attribute(.key, is: "traits") {
                replaceTraits(of: &element, with: child)
            }
        }
    }

    /// Makes the element's traits exactly the IB set (plus the private traits its kind computes):
    /// IB writes the complete set its inspector shows, defaults included, so a present
    /// `<accessibilityTraits>` replaces the kind's defaults. In the model's terms, the defaults it
    /// lacks are removed and its other traits added.
    private func replaceTraits(of element: inout Element, with node: XMLNode) {
        var set = TraitSet()
        let arena = node.arena
        for index in node.attributeRange where arena.value(index, equals: "YES") {
            let nameIndex = arena.attributes[index].name
            switch context.traitNames.meaning(of: nameIndex, in: arena) {
            case .trait(let trait):
                set.insert(trait)
            case .noTrait:
                continue
            case .unknown:
                let name = arena.names[Int(nameIndex)]
                context.reportOnce(.unknownAttribute, name: "traits." + name, at: node.location,
                                   "'\(name)' is not an accessibility trait a11y-check knows; it is ignored")
            }
        }
        let defaults = element.kind.defaultTraits
        let wanted = set.union(defaults.intersection(Self.privateTraits))
        for trait in defaults where !wanted.contains(trait) {
            element.removedTraits.append(Located(trait, at: node.location))
        }
        for trait in wanted where !defaults.contains(trait) {
            element.addedTraits.append(Located(trait, at: node.location))
        }
    }

    /// A `<userDefinedRuntimeAttribute>` setting an accessibility property by key path.
    private func applyRuntimeAttribute(_ attribute: XMLNode, to element: inout Element) {
        let at = attribute.location
        let raw = attribute["value"] ?? attribute.children.first { $0["key"] == "value" }?["value"]
        let flag = raw.map { $0 == "YES" || $0 == "1" }
        switch attribute["keyPath"] {
        case "isAccessibilityElement": flag.map { element.accessible = Located($0, at: at) }
        case "accessibilityElementsHidden": flag.map { element.hiddenFromAccessibility = Located($0, at: at) }
        case "shouldGroupAccessibilityChildren": flag.map { element.group = Located($0, at: at) }
        case "accessibilityViewIsModal": flag.map { element.viewIsModal = Located($0, at: at) }
        case "accessibilityLabel": raw.map { element.label = Located($0, at: at) }
        case "accessibilityHint": raw.map { element.hint = Located($0, at: at) }
        case "accessibilityIdentifier": raw.map { element.identifier = Located($0, at: at) }
        case "accessibilityValue": raw.map { element.value = Located($0, at: at) }
        case "accessibilityLanguage": raw.map { element.language = Located($0, at: at) }
        default: break
        }
    }
}
