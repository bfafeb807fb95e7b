import A11yCore
import Hierarchy

/// A property of an element that a file other than its declaration sets, and where: code joined to
/// a storyboard's view (a label set in `viewDidLoad`), or a spec's `overrides` of an imported
/// screen. Outputs that point people at the source say where a value came from with it.
public struct ElementSetting: Hashable, Sendable {
    /// What is set, by its UIKit name; `label` also when it comes from a text or title code set.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        case label, value, hint, traits, isAccessibilityElement, accessibilityElementsHidden, isHidden, isEnabled
    }

    public let property: Property
    /// The assignment.
    public let location: SourceLocation

    public init(_ property: Property, at location: SourceLocation) {
        self.property = property
        self.location = location
    }

    /// The properties of `element` set elsewhere than at its declaration, with `label` where its
    /// label comes from; empty (no allocation) for an element one file describes whole.
    static func setElsewhere(on element: Element, label: Located<String>?) -> [ElementSetting] {
        let declared = element.location
        var settings: [ElementSetting] = []
        func add(_ property: Property, _ location: SourceLocation?) {
            guard let location, !location.isInSameFile(as: declared) else { return }
            settings.append(ElementSetting(property, at: location))
        }
        add(.label, label?.location)
        add(.value, element.value?.location)
        add(.hint, element.hint?.location)
        let traits = element.addedTraits.last { !$0.location.isInSameFile(as: declared) }
            ?? element.removedTraits.last { !$0.location.isInSameFile(as: declared) }
        add(.traits, traits?.location)
        add(.isAccessibilityElement, element.accessible?.location)
        add(.accessibilityElementsHidden, element.hiddenFromAccessibility?.location)
        add(.isHidden, element.hidden?.location)
        add(.isEnabled, element.enabled?.location)
        return settings
    }
}
