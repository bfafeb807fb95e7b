import Hierarchy

/// Writes elements in the spec format's block form (`- kind:` then the properties).
struct ElementYAML {
    /// Appends `element` as a list item at `indent`.
    static func write(_ element: Element, indent: Int, to text: inout YAMLText) {
        text.line(indent, "- " + element.kind.rawValue + ":")
        writeProperties(element, indent: indent + 2, to: &text)
    }

    /// Appends `element`'s properties (no kind line) at `indent`.
    static func writeProperties(_ element: Element, indent: Int, to text: inout YAMLText) {
        let s = YAMLText.string
        text.field(indent, "id", element.id.map { s($0.value) })
        text.field(indent, "name", element.name.map { s($0.value) })
        text.field(indent, "class", element.className.map { s($0.value) })
        text.field(indent, "frame", element.frame.map { YAMLText.rect($0.value) })
        text.field(indent, "text", element.text.map { s($0.value) })
        text.field(indent, "title", element.title.map { s($0.value) })
        text.field(indent, "textFromCode", element.textFromCode.map { YAMLText.bool($0.value) })
        text.field(indent, "placeholder", element.placeholder.map { s($0.value) })
        text.field(indent, "image", element.image.map { s($0.value) })
        text.field(indent, "on", element.isOn.map { YAMLText.bool($0.value) })
        text.field(indent, "value", element.value.map { YAMLText.quoted($0.value) })
        text.field(indent, "label", element.label.map { s($0.value) })
        text.field(indent, "hint", element.hint.map { s($0.value) })
        text.field(indent, "identifier", element.identifier.map { s($0.value) })
        text.field(indent, "language", element.language.map { s($0.value) })
        if !element.addedTraits.isEmpty || !element.removedTraits.isEmpty {
            let traits = element.removedTraits.map { "-" + $0.value.rawValue } + element.addedTraits.map(\.value.rawValue)
            if !element.removedTraits.isEmpty {
                text.line(indent, "# Interface Builder's traits replace UIKit's defaults for the class: -name removes a default.")
            }
            text.field(indent, "traits", YAMLText.list(traits.map(YAMLText.string)))
        }
        text.field(indent, "accessible", element.accessible.map { YAMLText.bool($0.value) })
        text.field(indent, "hiddenFromAccessibility", element.hiddenFromAccessibility.map { YAMLText.bool($0.value) })
        text.field(indent, "hidden", element.hidden.map { YAMLText.bool($0.value) })
        text.field(indent, "alpha", element.alpha.map { YAMLText.number($0.value) })
        text.field(indent, "enabled", element.enabled.map { YAMLText.bool($0.value) })
        text.field(indent, "clipsToBounds", element.clipsToBounds.map { YAMLText.bool($0.value) })
        text.field(indent, "viewIsModal", element.viewIsModal.map { YAMLText.bool($0.value) })
        text.field(indent, "group", element.group.map { YAMLText.bool($0.value) })
        text.field(indent, "containerType", element.containerType.map(\.value.rawValue))
        text.field(indent, "order", element.order.map { YAMLText.list($0.value.map { s($0.value) }) })
        text.field(indent, "font", element.font.map { font($0.value) })
        text.field(indent, "textColor", element.textColor.map { YAMLText.color($0.value) })
        text.field(indent, "backgroundColor", element.backgroundColor.map { YAMLText.color($0.value) })
        if let installed = element.installed?.value {
            text.line(indent, "# Installed per size class in Interface Builder: not in the hierarchy where false.")
            text.field(indent, "installed", YAMLText.flow(installed.settings.map { ($0.pattern.name, YAMLText.bool($0.installed)) }))
        }
        if let variations = element.variations?.value, !variations.settings.isEmpty {
            text.line(indent, "# Size-class variations in Interface Builder: per property, the most specific size class wins.")
            text.field(indent, "variations", YAMLText.flow(variations.settings.map { ($0.pattern.name, variation($0.properties)) }))
        }
        text.field(indent, "accessory", element.accessory?.value.rawValue)
        if let view = element.accessoryView?.value {
            text.line(indent, "accessoryView:")
            text.line(indent + 1, view.kind.rawValue + ":")
            writeProperties(view, indent: indent + 2, to: &text)
        }
        text.field(indent, "style", element.tableStyle?.value.rawValue)
        text.field(indent, "contentInsetAdjustment", element.contentInsetAdjustment?.value.rawValue)
        if !element.segments.isEmpty { text.field(indent, "segments", YAMLText.list(element.segments.map { YAMLText.quoted($0.value) })) }
        text.field(indent, "selected", element.selectedSegment.map { String($0.value) })
        text.field(indent, "minimum", element.minimum.map { YAMLText.number($0.value) })
        text.field(indent, "maximum", element.maximum.map { YAMLText.number($0.value) })
        text.field(indent, "numberOfPages", element.numberOfPages.map { String($0.value) })
        text.field(indent, "currentPage", element.currentPage.map { String($0.value) })
        if !element.children.isEmpty {
            text.line(indent, element.kind == .table || element.kind == .collection ? "cells:" : "children:")
            for child in element.children { write(child, indent: indent + 1, to: &text) }
        }
    }

    /// The properties of one size class's variation, as a flow mapping.
    static func variation(_ properties: SizeClassVariations.Properties) -> String {
        YAMLText.flow([("font", properties.font.map { font($0.value) }), ("textColor", properties.textColor.map { YAMLText.color($0.value) }),
                       ("backgroundColor", properties.backgroundColor.map { YAMLText.color($0.value) }),
                       ("hidden", properties.hidden.map { YAMLText.bool($0.value) })])
    }

    static func font(_ font: FontSpec) -> String {
        YAMLText.flow([("size", font.size.map(YAMLText.number)), ("weight", font.weight?.rawValue),
                       ("textStyle", font.textStyle?.rawValue), ("adjustsForContentSize", font.adjustsForContentSize.map(YAMLText.bool))])
    }
}
