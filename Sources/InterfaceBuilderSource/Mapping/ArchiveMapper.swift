import A11yCore
import Hierarchy
import Foundation

/// Maps an Xcode 4 xib (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`, the
/// keyed-archive XML Xcode wrote before the `<document>` format of Xcode 5): the
/// `IBDocument.RootObjects` are the top-level objects, each `<object class="IBUI…">` a view with
/// its `NSSubviews`, `NSFrame` (`{{x, y}, {width, height}}`) or `NSFrameSize`, and the values of
/// its kind (`IBUIText`, `IBUINormalTitle`, `IBUIFontDescription`'s `pointSize`, `IBUIHidden`).
/// Custom classes are the `<objectID>.CustomClassName` entries of `flattenedProperties`; the
/// File's Owner's `view` outlet is a `connectionRecords` entry. Colours, accessibility and other
/// properties of this format are not read.
struct ArchiveMapper {
    let context: IBContext
    let fileBase: String

    /// The element kind, or the UIKit class of a `custom` element, of each archived class.
    static let kinds: [String: ElementKind] = [
        "IBUIView": .view, "IBUILabel": .label, "IBUIButton": .button, "IBUIImageView": .image,
        "IBUITextField": .textField, "IBUITextView": .textView, "IBUISwitch": .switch, "IBUISlider": .slider,
        "IBUISegmentedControl": .segmented, "IBUIActivityIndicatorView": .activity, "IBUIScrollView": .scroll,
        "IBUITableView": .table, "IBUITableViewCell": .cell, "IBUIPageControl": .pageControl,
    ]
    static let customClasses: [String: String] = [
        "IBUIProgressView": "UIProgressView", "IBUINavigationBar": "UINavigationBar", "IBUIToolbar": "UIToolbar",
        "IBUIDatePicker": "UIDatePicker", "IBUIPickerView": "UIPickerView", "IBUIWebView": "UIWebView",
        "IBUISearchBar": "UISearchBar", "IBMKMapView": "MKMapView",
    ]

    func screens(_ root: XMLNode) -> [Screen] {
        guard let data = root.child("data") else { return [] }
        let records = data.children.first { $0["key"] == "IBDocument.Objects" }
        let classes = customClasses(records)
        let ownerView = records.flatMap(ownerViewID)
        let outlets = records.map(outletNames) ?? [:]
        let topLevel = data.children.first { $0["key"] == "IBDocument.RootObjects" }?.children("object") ?? []
        var screens: [Screen] = []
        for object in topLevel where object["class"] != "IBProxyObject" {
            guard let element = self.element(object, classes: classes, outlets: outlets) else { continue }
            let id = object.id ?? ""
            let isOwnerView = id == ownerView
            let ownerClass = classes["-1"]
            var screen = Screen(id: fileBase + "." + ((isOwnerView ? ownerClass : nil) ?? classes[id] ?? id), location: object.location)
            if isOwnerView, let ownerClass { screen.className = Located(ownerClass, at: object.location) }
            screen.view = ScreenMapper.pruned(isOwnerView ? element.children : [element], keeping: [])
            if !isOwnerView { screen.component = Located(true, at: object.location) }
            screens.append(screen)
        }
        return screens
    }

    /// The element for one archived view; nil (with a warning once per class) for a class that is
    /// not a view a11y-check knows.
    private func element(_ object: XMLNode, classes: [String: String], outlets: [String: String]) -> Element? {
        let archived = object["class"] ?? ""
        let at = object.location
        let customClass = object.id.flatMap { classes[$0] }
        var element: Element
        if archived == "IBUIView", let customClass {
            element = Element(kind: .custom, location: at)
            element.className = Located(customClass, at: at)
        } else if let kind = Self.kinds[archived] {
            element = Element(kind: kind, location: object.location)
        } else if let uikitClass = Self.customClasses[archived] {
            element = Element(kind: .custom, location: object.location)
            element.className = Located(uikitClass, at: object.location)
        } else {
            context.reportOnce(.unknownElement, name: archived, at: object.location,
                               "<object class=\"\(archived)\"> is not a view a11y-check knows; it and its subviews are left out",
                               hint: "open the xib in a current Xcode to save it in the document format")
            return nil
        }
        if let id = object.id {
            element.id = Located(id, at: at)
            if let outlet = outlets[id] {
                element.name = Located(outlet, at: at)
                element.outlets = Located([Located(outlet, at: at)], at: at)
            }
        }
        if let customClass { element.className = Located(customClass, at: at) }
        let values = Dictionary(object.children.compactMap { child in child["key"].map { ($0, child) } }, uniquingKeysWith: { first, _ in first })
        if let frame = values["NSFrame"].flatMap({ Self.rect($0.text) }) ?? values["NSFrameSize"].flatMap({ Self.size($0.text) }) {
            element.frame = Located(frame, at: at)
        }
        if values["IBUIHidden"]?.text == "YES" { element.hidden = Located(true, at: at) }
        if let text = (values["IBUIText"] ?? values["IBUINormalTitle"]).map(\.text), !text.isEmpty {
            if element.kind == .button { element.title = Located(text, at: at) } else { element.text = Located(text, at: at) }
        }
        if let size = values["IBUIFontDescription"]?.children.first(where: { $0["key"] == "pointSize" }).flatMap({ Double($0.text) }), size > 0 {
            element.font = Located(FontSpec(size: size, adjustsForContentSize: false), at: at)
        }
        let subviews = values["NSSubviews"]?.children("object") ?? []
        let contentView = element.kind == .cell ? values["IBUIContentView"]?["ref"] : nil
        element.children = subviews.flatMap { subview -> [Element] in
            guard let child = self.element(subview, classes: classes, outlets: outlets) else { return [] }
            // A cell's content view: its subviews are the cell's, moved by its origin.
            if let contentView, subview.id == contentView {
                let origin = child.frame?.value ?? Rect(x: 0, y: 0, width: 0, height: 0)
                return child.children.map { ElementMapper.moved($0, by: origin.x, origin.y) }
            }
            return [child]
        }
        return element
    }

    /// The archived object id of each `flattenedProperties` `<objectID>.CustomClassName`, by
    /// object id (`-1` is the File's Owner).
    private func customClasses(_ records: XMLNode?) -> [String: String] {
        guard let records else { return [:] }
        var objectIDs: [String: String] = [:]
        let ordered = records.children.first { $0["key"] == "objectRecords" }?.children.first?.children ?? []
        for record in ordered {
            let number = record.children.first { $0["key"] == "objectID" }?.text
            let reference = record.children.first { $0["key"] == "object" }?["ref"]
            if let number, let reference { objectIDs[number] = reference }
        }
        guard let properties = records.children.first(where: { $0["key"] == "flattenedProperties" }),
              let keys = properties.children.first(where: { $0["key"] == "dict.sortedKeys" })?.children("string"),
              let values = properties.children.first(where: { $0["key"] == "dict.values" })?.children("string") else { return [:] }
        var classes: [String: String] = [:]
        for (key, value) in zip(keys.map(\.text), values.map(\.text)) where key.hasSuffix(".CustomClassName") {
            let number = String(key.dropLast(".CustomClassName".count))
            classes[number == "-1" ? "-1" : objectIDs[number] ?? number] = value
        }
        return classes
    }

    /// The label of the first outlet connection to each object, by the object's archived id.
    private func outletNames(_ records: XMLNode) -> [String: String] {
        var names: [String: String] = [:]
        for record in records.children.first(where: { $0["key"] == "connectionRecords" })?.children ?? [] {
            guard let connection = record.children.first(where: { $0["key"] == "connection" }),
                  connection["class"] == "IBCocoaTouchOutletConnection",
                  let label = connection.children.first(where: { $0["key"] == "label" })?.text,
                  let destination = connection.children.first(where: { $0["key"] == "destination" })?["ref"],
                  names[destination] == nil else { continue }
            names[destination] = label
        }
        return names
    }

    /// The archived id of the view the File's Owner's `view` outlet names.
    private func ownerViewID(_ records: XMLNode) -> String? {
        let connections = records.children.first { $0["key"] == "connectionRecords" }?.children ?? []
        let owner = records.children.first { $0["key"] == "objectRecords" }?.children.first?.children.first { record in
            record.children.contains { $0["key"] == "objectID" && $0.text == "-1" }
        }?.children.first { $0["key"] == "object" }?["ref"]
        for record in connections {
            guard let connection = record.children.first(where: { $0["key"] == "connection" }),
                  connection.children.contains(where: { $0["key"] == "label" && $0.text == "view" }),
                  connection.children.first(where: { $0["key"] == "source" })?["ref"] == owner else { continue }
            return connection.children.first { $0["key"] == "destination" }?["ref"]
        }
        return nil
    }

    /// `{{x, y}, {width, height}}`; nil unless every number is a coordinate and the size is not
    /// negative, as the spec format reads frames.
    static func rect(_ text: String) -> Rect? {
        let numbers = numbers(text)
        guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// `{width, height}`, at the origin; nil unless both are coordinates of 0 or more.
    static func size(_ text: String) -> Rect? {
        let numbers = numbers(text)
        guard numbers.count == 2, numbers[0] >= 0, numbers[1] >= 0 else { return nil }
        return Rect(x: 0, y: 0, width: numbers[0], height: numbers[1])
    }

    /// The numbers of `text` that are coordinates (finite, within ``SpecLimits/maximumCoordinate``
    /// of 0); anything else is left out, so the caller's count does not match.
    private static func numbers(_ text: String) -> [Double] {
        text.split { "{}, ".contains($0) }.compactMap { Double($0) }
            .filter { $0.isFinite && abs($0) <= SpecLimits.maximumCoordinate }
    }
}
