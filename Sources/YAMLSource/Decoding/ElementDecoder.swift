import A11yCore
import Hierarchy
import YAMLReader

/// Decodes elements: `- kind: {properties}`.
///
/// Elements are most of a spec, so they are decoded by node index, with the arena passed down
/// as a borrowed parameter: a ``YAMLNode`` handle holds its arena strongly, and making one per
/// property (`entry.value`, `entries[0]`, iterating entries) retained and released the arena
/// some 28 times per element. Only the entry points take handles, for the other decoders.
struct ElementDecoder {
    /// The properties every kind accepts.
    static let commonKeys = [
        "id", "frame", "text", "title", "placeholder", "image", "systemImage", "on", "value", "label", "hint", "identifier",
        "language", "traits", "accessible", "hiddenFromAccessibility", "hidden", "alpha", "enabled", "userInteractionEnabled",
        "clipsToBounds", "viewIsModal", "unwinds", "dismisses", "actionFromCode", "group", "containerType", "order", "font", "textColor",
        "backgroundColor", "installed", "variations", "class", "textFromCode", "contentFromCode", "plainContentFromCode", "sizeFromCode", "ambiguousLayout", "prototype", "fontFromCode", "hiddenFromCode", "tag", "name", "children",
    ]
    /// UIView's `tag`: any whole number (0, UIKit's default, included).
    static let tags = NumberBounds.whole(Int(Int32.min)...Int(Int32.max), reason: "a view's tag is an integer")
    /// The keys a UIAccessibilityElement accepts: it is not a view, so no content, appearance or
    /// subviews; `frame` is its `accessibilityFrameInContainerSpace`.
    static let accessibilityElementKeys = [
        "id", "frame", "label", "value", "hint", "identifier", "language", "traits", "accessible", "class",
    ]
    static let fontKeys = ["size", "weight", "textStyle", "adjustsForContentSize"]

    /// "a button", "an image", "an accessibilityElement": the kind with its article, for messages.
    static func named(_ kind: ElementKind) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return "\(kind.rawValue.first.map(vowels.contains) == true ? "an" : "a") \(kind.rawValue)"
    }

    /// Every key an element of `kind` accepts.
    static func keys(of kind: ElementKind) -> [String] {
        kind.isView ? commonKeys + kind.specificKeys : accessibilityElementKeys
    }
    static let kindNames = ElementKind.allCases.map(\.rawValue)

    let context: DecodeContext
    /// The colours the file declares under `colors`, by name, which colour values may name.
    let namedColors: [String: NamedColor]

    /// What an element is made of: its kind, the node of its properties, and where it is.
    private typealias Parts = (kind: ElementKind, properties: Int32, location: SourceLocation)

    /// A list of elements (`view`, `children`).
    func elements(_ node: YAMLNode, for what: String) -> [Element] {
        elements(node.arena, node.index, for: what)
    }

    /// One element: a mapping with exactly one kind key.
    func element(_ node: YAMLNode) -> Element? {
        let arena = node.arena
        return elementParts(arena, node.index).map { properties(arena, $0.properties, kind: $0.kind, at: $0.location) }
    }

    /// The index form of ``elements(_:for:)``.
    private func elements(_ arena: YAMLArena, _ node: Int32, for what: String) -> [Element] {
        guard let items = context.list(arena, node, for: what) else { return [] }
        return decoded(arena, items, elementParts)
    }

    /// The parts of `- kind: {properties}`; nil, reported, for anything else.
    private func elementParts(_ arena: YAMLArena, _ node: Int32) -> Parts? {
        guard let entries = arena.entries(node), entries.count == 1, let kindName = KeyText(arena, entries.key(arena, 0)) else {
            context.report(.wrongType, arena, node, "an element must be a mapping with one kind key, found \(Self.shape(arena, node))",
                           hint: "write it as '- button: {id: close, title: Close}'; kinds: \(Self.kindNames.joined(separator: ", "))")
            return nil
        }
        let key = entries.key(arena, 0)
        guard let kind = Self.kind(kindName) else {
            context.report(.invalidValue, arena, key,
                           "unknown element kind '\(kindName.text)'\(Suggestion.didYouMean(kindName.text, in: Self.kindNames))",
                           hint: "kinds: \(Self.kindNames.joined(separator: ", "))")
            return nil
        }
        return (kind, entries.value(arena, 0), context.location(arena, key))
    }

    /// The cells of a `cells` list.
    func cells(_ arena: YAMLArena, _ node: Int32, for what: String) -> [Element] {
        context.list(arena, node, for: what).map { decoded(arena, $0, cellParts) } ?? []
    }

    /// The parts of a table or collection cell: an element with a kind key, or a `cell`'s
    /// properties directly.
    private func cellParts(_ arena: YAMLArena, _ node: Int32) -> Parts? {
        if let entries = arena.entries(node), entries.count == 1, let name = KeyText(arena, entries.key(arena, 0)),
           Self.kind(name) != nil, arena.entries(entries.value(arena, 0)) != nil || arena.isNull(entries.value(arena, 0)) {
            return elementParts(arena, node)
        }
        return (.cell, node, context.location(arena, node))
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
        case "accessibilityElement": .accessibilityElement
        case "tabBar": .tabBar
        case "toolbar": .toolbar
        case "navigationBar": .navigationBar
        default: nil
        }
    }

    /// How `node` is written, for the message about a node that is not an element.
    private static func shape(_ arena: YAMLArena, _ node: Int32) -> String {
        if let entries = arena.entries(node) { return "a mapping with \(entries.count) keys" }
        return arena.typeDescription(node)
    }

    /// The element of kind `kind` whose properties are the mapping `node`.
    private func properties(_ arena: YAMLArena, _ node: Int32, kind: ElementKind, at location: SourceLocation) -> Element {
        guard let entries = context.mapping(arena, node, for: kind.rawValue) else { return Element(kind: kind, location: location) }
        var element = Element(kind: kind, location: location, capacity: entries.count)
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let name = context.keyText(arena, key) else { continue }
            let value = entries.value(arena, position)
            let accepted = kind.isView || Self.accessibilityElementKeys.contains(where: name.matches)
            if !accepted || !decodeCommon(arena, name, key, value, into: &element) && !decodeSpecific(arena, name, key, value, into: &element) {
                context.unknownKey(arena, key, name.text, allowed: Self.keys(of: kind), in: Self.named(kind))
            }
        }
        if kind.hasCheckedValues { ControlValueChecks(context: context).check(&element, arena, entries) }
        return element
    }

    /// Decodes a property every kind accepts, `name` being the text of the entry's `key` and
    /// `value` its value; false when `name` is not one.
    // swiftlint:disable:next cyclomatic_complexity
    func decodeCommon(_ arena: YAMLArena, _ name: KeyText, _ key: Int32, _ value: Int32, into element: inout Element) -> Bool {
        /// A decoded value, located at the entry's key; the value as text; as a boolean.
        func located<T>(_ decoded: T?) -> Located<T>? { context.located(decoded, arena, key: key) }
        func text() -> Located<String>? { located(context.string(arena, value, for: name.text)) }
        func flag() -> Located<Bool>? { located(context.bool(arena, value, for: name.text)) }
        switch name {
        case "id": element.id = text()
        case "frame": element.frame = located(context.rect(arena, value, for: name.text))
        case "text": element.text = text()
        case "title": element.title = text()
        case "placeholder": element.placeholder = text()
        case "image", "systemImage": decodeImage(arena, name, key, value, into: &element)
        case "on": element.isOn = flag()
        case "value": element.value = text()
        case "label": element.label = text()
        case "hint": element.hint = text()
        case "identifier": element.identifier = text()
        case "language": element.language = text()
        case "traits": decodeTraits(arena, value, into: &element)
        case "accessible": element.accessible = flag()
        case "hiddenFromAccessibility": element.hiddenFromAccessibility = flag()
        case "hidden": element.hidden = flag()
        case "alpha": element.alpha = located(alpha(arena, value))
        case "enabled": element.enabled = flag()
        case "userInteractionEnabled": element.userInteractionEnabled = flag()
        case "clipsToBounds": element.clipsToBounds = flag()
        case "viewIsModal": element.viewIsModal = flag()
        case "group": element.group = flag()
        case "unwinds": element.unwinds = flag()
        case "dismisses": element.dismisses = flag()
        case "actionFromCode": element.actionFromCode = flag()
        case "containerType":
            element.containerType = located(context.enumeration(arena, value, AccessibilityContainerType.self, for: name.text))
        case "order": element.order = located(order(arena, value))
        case "font": element.font = located(font(arena, value))
        case "textColor": element.textColor = located(context.color(arena, value, for: name.text, named: namedColors))
        case "backgroundColor": element.backgroundColor = located(context.color(arena, value, for: name.text, named: namedColors))
        case "installed": element.installed = located(installation(arena, value))
        case "variations": element.variations = located(variations(arena, value, kind: element.kind))
        case "class": element.className = text()
        case "textFromCode": element.textFromCode = flag()
        case "contentFromCode": element.contentFromCode = flag()
        case "plainContentFromCode": element.plainContentFromCode = flag()
        case "sizeFromCode": element.sizeFromCode = flag()
        case "ambiguousLayout": element.ambiguousLayout = flag()
        case "prototype": element.prototype = flag()
        case "fontFromCode": element.fontFromCode = flag()
        case "hiddenFromCode": element.hiddenFromCode = flag()
        case "tag": element.tag = located(context.integer(arena, value, for: name.text, within: Self.tags))
        case "name": element.name = text()
        case "children": Self.append(elements(arena, value, for: name.text), to: &element.children)
        default: return false
        }
        return true
    }

    /// `image` (an image of the app's asset catalogs) or `systemImage` (an SF Symbol): one image
    /// (``ImageKeys``).
    private func decodeImage(_ arena: YAMLArena, _ name: KeyText, _ key: Int32, _ value: Int32, into element: inout Element) {
        // The element's values are computed properties of one storage: decoded into copies.
        var (image, isSystemSymbol) = (element.image, element.imageIsSystemSymbol)
        if let error = ImageKeys.decode(name.text, at: context.location(arena, key),
                                        value: { context.located(context.string(arena, value, for: name.text), arena, key: key) },
                                        image: &image, isSystemSymbol: &isSystemSymbol) {
            context.append(error)
            return
        }
        element.image = image
        if let isSystemSymbol { element.imageIsSystemSymbol = isSystemSymbol }
    }

    /// Decodes a property only some kinds accept, when the element's kind accepts `name`; false
    /// otherwise.
    private func decodeSpecific(_ arena: YAMLArena, _ name: KeyText, _ key: Int32, _ value: Int32, into element: inout Element) -> Bool {
        guard element.kind.specificKeys.contains(where: name.matches) else { return false }
        switch name {
        case "items" where element.kind == .toolbar: element.barItems = barItems(arena, key, value, for: name.text)
        case "items": element.tabBarItems = context.located(TabBarItemDecoder(context: context).items(YAMLNode(arena, value)), arena, key: key)
        case "leftItems": element.leftBarItems = barItems(arena, key, value, for: name.text)
        case "rightItems": element.rightBarItems = barItems(arena, key, value, for: name.text)
        case "segments": element.segments = context.strings(arena, value, for: name.text) ?? []
        case "selected":
            element.selectedSegment = context.located(context.integer(arena, value, for: name.text, within: ControlValueChecks.selection), arena, key: key)
        case "style": element.tableStyle = context.located(context.enumeration(arena, value, TableStyle.self, for: name.text), arena, key: key)
        case "cells": Self.append(cells(arena, value, for: name.text), to: &element.children)
        case "sections": Self.append(sections(arena, value), to: &element.children)
        case "accessory": element.accessory = context.located(context.enumeration(arena, value, CellAccessory.self, for: name.text), arena, key: key)
        case "accessoryView": element.accessoryView = context.located(accessoryView(YAMLNode(arena, value)), arena, key: key)
        case "contentInsetAdjustment":
            element.contentInsetAdjustment = context.located(context.enumeration(arena, value, ContentInsetAdjustment.self, for: name.text),
                                                             arena, key: key)
        case "minimum": element.minimum = context.located(context.number(arena, value, for: name.text, within: .controlValue), arena, key: key)
        case "maximum": element.maximum = context.located(context.number(arena, value, for: name.text, within: .controlValue), arena, key: key)
        case "numberOfPages":
            element.numberOfPages = context.located(context.integer(arena, value, for: name.text, within: ControlValueChecks.pageCount), arena, key: key)
        case "currentPage":
            element.currentPage = context.located(context.integer(arena, value, for: name.text, within: ControlValueChecks.pageIndex), arena, key: key)
        default: return false
        }
        return true
    }

    /// A standalone bar's items, the list `value` of the entry `key` named `what`, located at the key.
    private func barItems(_ arena: YAMLArena, _ key: Int32, _ value: Int32, for what: String) -> Located<[BarItem]>? {
        context.located(BarItemDecoder(context: context).items(YAMLNode(arena, value), for: what), arena, key: key)
    }

    /// A cell's `accessoryView`: one `switch` element; anything else is reported, since what
    /// VoiceOver makes of other views there is not known.
    private func accessoryView(_ node: YAMLNode) -> Element? {
        guard let view = element(node) else { return nil }
        guard view.kind == .switch else {
            context.report(.invalidValue, node, "accessoryView holds \(Self.named(view.kind)); a11y-check models a switch there",
                           hint: "write the view as a child of the cell, or describe the cell with accessible, label, value and traits")
            return nil
        }
        return view
    }

    /// The elements of `items`, dropping those whose `parts` are rejected, in an array allocated
    /// once for all of them. Each element is decoded straight into the array: an `Element` is
    /// large, and every copy of it moves hundreds of bytes.
    private func decoded(_ arena: YAMLArena, _ items: ChildRun, _ parts: (YAMLArena, Int32) -> Parts?) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(items.count)
        for position in 0..<items.count {
            if let parts = parts(arena, items.item(arena, position)) {
                elements.append(properties(arena, parts.properties, kind: parts.kind, at: parts.location))
            }
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

    /// An `alpha` from 0 to 1.
    private func alpha(_ arena: YAMLArena, _ node: Int32) -> Double? {
        guard let value = context.number(arena, node, for: "alpha", within: .finite) else { return nil }
        guard (0...1).contains(value) else {
            context.report(.invalidValue, arena, node, "'alpha' is \(value), outside 0 to 1",
                           hint: "UIKit clamps alpha to 0...1; write a value in that range")
            return nil
        }
        return value
    }

    private static let traitNames = AccessibilityTrait.allCases.map(\.rawValue) + AccessibilityTrait.aliases.keys.sorted()

    /// Adds the traits a `traits` list adds, and the ones it removes (`-name`).
    private func decodeTraits(_ arena: YAMLArena, _ node: Int32, into element: inout Element) {
        for name in context.strings(arena, node, for: "traits") ?? [] {
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

    /// An `order` list of ids, refused before its ids are read when it is longer than
    /// ``SpecLimits/maximumOrderLength``.
    private func order(_ arena: YAMLArena, _ node: Int32) -> [Located<String>]? {
        if let items = arena.items(node), items.count > SpecLimits.maximumOrderLength {
            context.report(.limitExceeded, arena, node, "'order' lists \(items.count) ids; a11y-check reads at most \(SpecLimits.maximumOrderLength)",
                           hint: "an order names the accessibility elements of one container; split the container into groups with orders of their own")
            return nil
        }
        return context.strings(arena, node, for: "order")
    }

    /// A `font` mapping.
    private func font(_ arena: YAMLArena, _ node: Int32) -> FontSpec? {
        guard let entries = context.mapping(arena, node, for: "font") else { return nil }
        var font = FontSpec()
        for position in 0..<entries.count {
            let key = entries.key(arena, position)
            guard let name = context.keyText(arena, key) else { continue }
            let value = entries.value(arena, position)
            switch name {
            case "size": font.size = context.number(arena, value, for: "font.size", within: .fontSize)
            case "weight": font.weight = context.enumeration(arena, value, FontWeight.self, for: "font.weight")
            case "textStyle": font.textStyle = context.enumeration(arena, value, TextStyle.self, for: "font.textStyle")
            case "adjustsForContentSize": font.adjustsForContentSize = context.bool(arena, value, for: "font.adjustsForContentSize")
            default: context.unknownKey(arena, key, name.text, allowed: Self.fontKeys, in: "a font")
            }
        }
        return font
    }
}
