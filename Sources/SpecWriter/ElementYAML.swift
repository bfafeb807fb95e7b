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
        text.field(indent, "id", element.id, s)
        text.field(indent, "name", element.name, s)
        text.field(indent, "class", element.className, s)
        text.field(indent, "frame", element.frame, YAMLText.rect)
        text.field(indent, "text", element.text, s)
        text.field(indent, "title", element.title, s)
        text.field(indent, "textFromCode", element.textFromCode, YAMLText.bool)
        text.field(indent, "contentFromCode", element.contentFromCode, YAMLText.bool)
        text.field(indent, "plainContentFromCode", element.plainContentFromCode, YAMLText.bool)
        text.field(indent, "sizeFromCode", element.sizeFromCode, YAMLText.bool)
        text.field(indent, "ambiguousLayout", element.ambiguousLayout, YAMLText.bool)
        text.field(indent, "prototype", element.prototype, YAMLText.bool)
        text.field(indent, "fontFromCode", element.fontFromCode, YAMLText.bool)
        text.field(indent, "hiddenFromCode", element.hiddenFromCode, YAMLText.bool)
        text.field(indent, "tag", element.tag) { String($0) }
        text.field(indent, "placeholder", element.placeholder, s)
        text.field(indent, element.imageIsSystemSymbol?.value == true ? "systemImage" : "image", element.image, s)
        text.field(indent, "on", element.isOn, YAMLText.bool)
        text.spoken(indent, "value", element.value, YAMLText.quoted)
        text.spoken(indent, "label", element.label, s)
        text.spoken(indent, "hint", element.hint, s)
        text.field(indent, "identifier", element.identifier, s)
        text.field(indent, "language", element.language, s)
        if !element.addedTraits.isEmpty || !element.removedTraits.isEmpty {
            let traits = element.removedTraits.map { "-" + $0.value.rawValue } + element.addedTraits.map(\.value.rawValue)
            if !element.removedTraits.isEmpty {
                text.line(indent, "# Interface Builder's traits replace UIKit's defaults for the class: -name removes a default.")
            }
            if let fromCode = (element.removedTraits + element.addedTraits).first(where: { CodeOrigin.isCode($0.location) }) {
                text.code(indent, CodeOrigin.comment(fromCode.location))
            }
            text.field(indent, "traits", YAMLText.list(traits.map(YAMLText.string)))
        }
        text.field(indent, "accessible", element.accessible, YAMLText.bool)
        text.field(indent, "hiddenFromAccessibility", element.hiddenFromAccessibility, YAMLText.bool)
        text.field(indent, "hidden", element.hidden, YAMLText.bool)
        text.field(indent, "alpha", element.alpha, YAMLText.number)
        text.field(indent, "enabled", element.enabled, YAMLText.bool)
        text.field(indent, "userInteractionEnabled", element.userInteractionEnabled, YAMLText.bool)
        text.field(indent, "clipsToBounds", element.clipsToBounds, YAMLText.bool)
        text.field(indent, "viewIsModal", element.viewIsModal, YAMLText.bool)
        text.field(indent, "group", element.group, YAMLText.bool)
        text.field(indent, "unwinds", element.unwinds, YAMLText.bool)
        text.field(indent, "dismisses", element.dismisses, YAMLText.bool)
        text.field(indent, "actionFromCode", element.actionFromCode, YAMLText.bool)
        text.field(indent, "containerType", element.containerType.map(\.value.rawValue))
        text.field(indent, "order", element.order) { YAMLText.list($0.map { s($0.value) }) }
        text.field(indent, "font", element.font, font)
        text.field(indent, "textColor", element.textColor, YAMLText.color)
        text.field(indent, "backgroundColor", element.backgroundColor, YAMLText.color)
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
        text.field(indent, "selected", element.selectedSegment) { String($0) }
        text.field(indent, "minimum", element.minimum, YAMLText.number)
        text.field(indent, "maximum", element.maximum, YAMLText.number)
        text.field(indent, "numberOfPages", element.numberOfPages) { String($0) }
        text.field(indent, "currentPage", element.currentPage) { String($0) }
        for (key, items) in [("items", element.barItems), ("leftItems", element.leftBarItems), ("rightItems", element.rightBarItems)] {
            guard let items = items?.value, !items.isEmpty else { continue }
            text.barItemOrigins(indent, items)
            text.field(indent, key, YAMLText.list(items.map(SpecYAMLWriter.barItem)))
        }
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
