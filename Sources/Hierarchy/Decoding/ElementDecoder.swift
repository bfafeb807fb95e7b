/// Decodes elements: `- kind: {properties}`.
struct ElementDecoder {
    /// The properties every kind accepts.
    static let commonKeys = [
        "id", "frame", "text", "title", "placeholder", "image", "on", "value", "label", "hint", "identifier",
        "language", "traits", "accessible", "hiddenFromAccessibility", "hidden", "alpha", "enabled",
        "clipsToBounds", "viewIsModal", "group", "containerType", "order", "font", "textColor",
        "backgroundColor", "children",
    ]
    static let fontKeys = ["size", "weight", "textStyle", "adjustsForContentSize"]
    static let kindNames = ElementKind.allCases.map(\.rawValue)

    let context: DecodeContext

    /// What an element is made of: its kind, the node of its properties, and where it is.
    private typealias Parts = (kind: ElementKind, properties: YAMLNode, location: SourceLocation)

    /// A list of elements (`view`, `children`).
    func elements(_ node: YAMLNode, for what: String) -> [Element] {
        guard let items = context.list(node, for: what) else { return [] }
        return decoded(items, elementParts)
    }

    /// One element: a mapping with exactly one kind key.
    func element(_ node: YAMLNode) -> Element? {
        elementParts(node).map { properties($0.properties, kind: $0.kind, at: $0.location) }
    }

    /// The parts of `- kind: {properties}`; nil, reported, for anything else.
    private func elementParts(_ node: YAMLNode) -> Parts? {
        guard let entries = node.entries, entries.count == 1, let kindName = KeyText(keyOf: entries[0]) else {
            context.report(.wrongType, node, "an element must be a mapping with one kind key, found \(Self.shape(node))",
                           hint: "write it as '- button: {id: close, title: Close}'; kinds: \(Self.kindNames.joined(separator: ", "))")
            return nil
        }
        guard let kind = Self.kind(kindName) else {
            context.report(.invalidValue, entries[0].key,
                           "unknown element kind '\(kindName.text)'\(Suggestion.didYouMean(kindName.text, in: Self.kindNames))",
                           hint: "kinds: \(Self.kindNames.joined(separator: ", "))")
            return nil
        }
        return (kind, entries[0].value, context.location(entries[0].key))
    }

    /// The parts of a table or collection cell: an element with a kind key, or a `cell`'s
    /// properties directly.
    private func cellParts(_ node: YAMLNode) -> Parts? {
        if let entries = node.entries, entries.count == 1, let name = KeyText(keyOf: entries[0]),
           Self.kind(name) != nil, entries[0].value.entries != nil || entries[0].value.isNull {
            return elementParts(node)
        }
        return (.cell, node, context.location(node))
    }

    /// The element kind `name` names: `ElementKind(rawValue:)`, by the key's bytes and without
    /// making a `String`.
    static func kind(_ name: KeyText) -> ElementKind? {
        switch name {
        case "view": .view
        case "label": .label
        case "button": .button
        case "image": .image
        case "textField": .textField
        case "textView": .textView
        case "switch": .switch
        case "slider": .slider
        case "stepper": .stepper
        case "segmented": .segmented
        case "pageControl": .pageControl
        case "activity": .activity
        case "scroll": .scroll
        case "stack": .stack
        case "table": .table
        case "collection": .collection
        case "cell": .cell
        case "custom": .custom
        default: nil
        }
    }

    private static func shape(_ node: YAMLNode) -> String {
        if let entries = node.entries { return "a mapping with \(entries.count) keys" }
        return node.typeDescription
    }

    private func properties(_ node: YAMLNode, kind: ElementKind, at location: SourceLocation) -> Element {
        guard let entries = context.mapping(node, for: kind.rawValue) else { return Element(kind: kind, location: location) }
        var element = Element(kind: kind, location: location, capacity: entries.count)
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            if !decodeCommon(key, entry, into: &element) && !decodeSpecific(key, entry, into: &element) {
                context.unknownKey(entry, key.text, allowed: Self.commonKeys + kind.specificKeys, in: "a \(kind.rawValue)")
            }
        }
        return element
    }

    // swiftlint:disable:next cyclomatic_complexity
    private func decodeCommon(_ key: KeyText, _ entry: YAMLNode.Entry, into element: inout Element) -> Bool {
        let value = entry.value
        switch key {
        case "id": element.id = context.located(context.string(value, for: key.text), entry)
        case "frame": element.frame = context.located(context.rect(value, for: key.text), entry)
        case "text": element.text = context.located(context.string(value, for: key.text), entry)
        case "title": element.title = context.located(context.string(value, for: key.text), entry)
        case "placeholder": element.placeholder = context.located(context.string(value, for: key.text), entry)
        case "image": element.image = context.located(context.string(value, for: key.text), entry)
        case "on": element.isOn = context.located(context.bool(value, for: key.text), entry)
        case "value": element.value = context.located(context.string(value, for: key.text), entry)
        case "label": element.label = context.located(context.string(value, for: key.text), entry)
        case "hint": element.hint = context.located(context.string(value, for: key.text), entry)
        case "identifier": element.identifier = context.located(context.string(value, for: key.text), entry)
        case "language": element.language = context.located(context.string(value, for: key.text), entry)
        case "traits": decodeTraits(value, into: &element)
        case "accessible": element.accessible = context.located(context.bool(value, for: key.text), entry)
        case "hiddenFromAccessibility": element.hiddenFromAccessibility = context.located(context.bool(value, for: key.text), entry)
        case "hidden": element.hidden = context.located(context.bool(value, for: key.text), entry)
        case "alpha": element.alpha = context.located(alpha(value), entry)
        case "enabled": element.enabled = context.located(context.bool(value, for: key.text), entry)
        case "clipsToBounds": element.clipsToBounds = context.located(context.bool(value, for: key.text), entry)
        case "viewIsModal": element.viewIsModal = context.located(context.bool(value, for: key.text), entry)
        case "group": element.group = context.located(context.bool(value, for: key.text), entry)
        case "containerType":
            element.containerType = context.located(context.enumeration(value, AccessibilityContainerType.self, for: key.text), entry)
        case "order": element.order = context.located(context.strings(value, for: key.text), entry)
        case "font": element.font = context.located(font(value), entry)
        case "textColor": element.textColor = context.located(context.color(value, for: key.text), entry)
        case "backgroundColor": element.backgroundColor = context.located(context.color(value, for: key.text), entry)
        case "children": Self.append(elements(value, for: key.text), to: &element.children)
        default: return false
        }
        return true
    }

    private func decodeSpecific(_ key: KeyText, _ entry: YAMLNode.Entry, into element: inout Element) -> Bool {
        guard element.kind.specificKeys.contains(where: key.matches) else { return false }
        let value = entry.value
        switch key {
        case "segments": element.segments = context.strings(value, for: key.text) ?? []
        case "selected": element.selectedSegment = context.located(context.integer(value, for: key.text), entry)
        case "cells": Self.append(context.list(value, for: key.text).map { decoded($0, cellParts) } ?? [], to: &element.children)
        case "minimum": element.minimum = context.located(context.number(value, for: key.text), entry)
        case "maximum": element.maximum = context.located(context.number(value, for: key.text), entry)
        case "numberOfPages": element.numberOfPages = context.located(context.integer(value, for: key.text), entry)
        case "currentPage": element.currentPage = context.located(context.integer(value, for: key.text), entry)
        case "class": element.className = context.located(context.string(value, for: key.text), entry)
        default: return false
        }
        return true
    }

    /// The elements of `items`, dropping those whose `parts` are rejected, in an array allocated
    /// once for all of them. Each element is decoded straight into the array: an `Element` is
    /// large, and every copy of it moves hundreds of bytes.
    private func decoded(_ items: YAMLNode.Items, _ parts: (YAMLNode) -> Parts?) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for item in items {
            if let parts = parts(item) { elements.append(properties(parts.properties, kind: parts.kind, at: parts.location)) }
        }
        return elements
    }

    /// Adds decoded children. The first list is taken as it is: appending it to an empty array
    /// would copy every element, each with dozens of located values, and then free the original.
    private static func append(_ decoded: [Element], to children: inout [Element]) {
        if children.isEmpty {
            children = decoded
        } else {
            children += decoded
        }
    }

    private func alpha(_ node: YAMLNode) -> Double? {
        guard let value = context.number(node, for: "alpha") else { return nil }
        guard (0...1).contains(value) else {
            context.report(.invalidValue, node, "'alpha' is \(value), outside 0 to 1", hint: "UIKit clamps alpha to 0...1; write a value in that range")
            return nil
        }
        return value
    }

    private static let traitNames = AccessibilityTrait.allCases.map(\.rawValue) + AccessibilityTrait.aliases.keys.sorted()

    private func decodeTraits(_ node: YAMLNode, into element: inout Element) {
        for name in context.strings(node, for: "traits") ?? [] {
            let removes = name.value.hasPrefix("-")
            let bare = removes ? String(name.value.dropFirst()) : name.value
            guard let trait = AccessibilityTrait(rawValue: bare) ?? AccessibilityTrait.aliases[bare] else {
                diagnoseTrait(bare, at: name.location)
                continue
            }
            if removes {
                element.removedTraits.append(Located(trait, at: name.location))
            } else {
                element.addedTraits.append(Located(trait, at: name.location))
            }
        }
    }

    private func diagnoseTrait(_ name: String, at location: SourceLocation) {
        let diagnostic = Diagnostic(.invalidValue, at: location,
                                    "'\(name)' is not an accessibility trait\(Suggestion.didYouMean(name, in: Self.traitNames))",
                                    hint: "traits: \(Self.traitNames.joined(separator: ", ")); prefix '-' removes a default trait")
        context.append(diagnostic)
    }

    private func font(_ node: YAMLNode) -> FontSpec? {
        guard let entries = context.mapping(node, for: "font") else { return nil }
        var font = FontSpec()
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            switch key {
            case "size": font.size = context.number(entry.value, for: "font.size")
            case "weight": font.weight = context.enumeration(entry.value, FontWeight.self, for: "font.weight")
            case "textStyle": font.textStyle = context.enumeration(entry.value, TextStyle.self, for: "font.textStyle")
            case "adjustsForContentSize": font.adjustsForContentSize = context.bool(entry.value, for: "font.adjustsForContentSize")
            default: context.unknownKey(entry, key.text, allowed: Self.fontKeys, in: "a font")
            }
        }
        return font
    }
}
