import A11yCore
import Hierarchy

extension SpecSchema {
    static func elementDefinitions() -> [String: JSONValue] {
        typealias S = SchemaBuilders
        var definitions: [String: JSONValue] = [:]
        var kinds: [JSONValue] = []
        for kind in ElementKind.allCases {
            let name = "\(kind.rawValue)Properties"
            definitions[name] = S.object(elementProperties(for: kind), "Properties of a \(kind.rawValue) (\(kind.uikitClass)).")
            kinds.append(S.object([kind.rawValue: ["anyOf": [["$ref": .string("#/definitions/\(name)")], ["type": "null"]]]],
                                  "A \(kind.uikitClass).", required: [kind.rawValue]))
        }
        definitions["element"] = ["description": "An element: a mapping with exactly one kind key.", "anyOf": .array(kinds)]
        definitions["cell"] = [
            "description": "A cell: a cell's properties directly, or an element with a kind key.",
            "anyOf": [["$ref": "#/definitions/element"], ["$ref": "#/definitions/cellProperties"]],
        ]
        definitions["font"] = S.object([
            "size": S.number("Point size.", within: .fontSize),
            "weight": S.oneOf(FontWeight.self, "UIFont.Weight."),
            "textStyle": S.oneOf(TextStyle.self, "The text style of a preferred font."),
            "adjustsForContentSize": S.boolean("adjustsFontForContentSizeCategory."),
        ], "A font (Dynamic Type).")
        definitions["variation"] = S.object([
            "font": S.reference("font"),
            "textColor": S.reference("color"),
            "backgroundColor": S.reference("color"),
            "hidden": S.boolean("isHidden."),
        ], "The properties a view takes in one size class (Interface Builder's size-class variations).")
        return definitions
    }

    static func traitNames() -> [JSONValue] {
        let names = AccessibilityTrait.allCases.map(\.rawValue) + AccessibilityTrait.aliases.keys.sorted()
        return (names + names.map { "-" + $0 }).map { .string($0) }
    }

    static func elementProperties(for kind: ElementKind) -> [String: JSONValue] {
        typealias S = SchemaBuilders
        var properties: [String: JSONValue] = [
            "id": S.text("Unique within the screen (messages, order, popover anchors)."),
            "frame": S.reference("rect", "[x, y, width, height] relative to the parent element."),
            "text": S.text("Text content."),
            "title": S.text("Button title."),
            "placeholder": S.text("Text field placeholder."),
            "image": S.text("The name of an image of the app's asset catalogs (UIImage(named:))."),
            "systemImage": S.text("The name of an SF Symbol (UIImage(systemName:)), instead of image."),
            "on": S.boolean("Switch state."),
            "value": ["type": ["string", "number"], "description": "The control's value (a slider's number) and accessibilityValue."],
            "label": S.text("accessibilityLabel."),
            "hint": S.text("accessibilityHint."),
            "identifier": S.text("accessibilityIdentifier."),
            "language": S.text("accessibilityLanguage."),
            "traits": S.list(of: ["type": "string", "enum": .array(traitNames())],
                             "Traits added to the kind's defaults; -name removes a default trait."),
            "accessible": S.boolean("isAccessibilityElement."),
            "hiddenFromAccessibility": S.boolean("accessibilityElementsHidden."),
            "hidden": S.boolean("isHidden."),
            "alpha": ["type": "number", "minimum": 0, "maximum": 1, "description": "alpha (0 hides from VoiceOver)."],
            "enabled": S.boolean("isEnabled."),
            "userInteractionEnabled": S.boolean("isUserInteractionEnabled: false lets touches pass through the view and what it holds, so a11y-touch-target does not judge their frames."),
            "clipsToBounds": S.boolean("clipsToBounds."),
            "name": S.text("What people call the element (an Interface Builder outlet or user label), said in messages before its id."),
            "tag": S.number("UIView's tag, by which code finds the view (viewWithTag(_:)) and sets what it shows.", within: ElementDecoder.tags, whole: true),
            "contentFromCode": S.boolean("Code adds the view's subviews at run time (addSubview, addArrangedSubview, a child view controller's view): what VoiceOver finds in it is unknown, listed as content from code."),
            "plainContentFromCode": S.boolean("With contentFromCode: every view code adds is a UIKit view that shows no heading or title of its own (a blur, a button, a search bar), so a11y-no-heading still judges the screen; without it, what code adds may be a heading and a11y-no-heading says nothing about the screen."),
            "hiddenFromCode": S.boolean("Code shows or hides the view (isHidden set to a value the code does not settle): whether it is on screen is unknown, and a11y-duplicate-label says nothing about it."),
            "fontFromCode": S.boolean("Code sets the text's font (or whether it scales) to a value a11y-check does not know: its size is unknown, and a11y-contrast reports only a ratio below 3:1, which fails at any size."),
            "ambiguousLayout": S.boolean("The view's constraints leave its size to Auto Layout's choice among several frames (Interface Builder's ambiguous=\"YES\"): the frame given is one guess among them, and a11y-touch-target says nothing about it."),
            "prototype": S.boolean("A table view's dynamic prototype cell or a collection view's cell: one representative of the rows code dequeues from it, so what it holds is not known to be on screen beside anything outside it, and a11y-duplicate-label does not compare them."),
            "sizeFromCode": S.boolean("Code decides the view's size (a width or height constraint, its frame, an intrinsicContentSize override) or the region that takes its touches (a point(inside:with:) or hitTest(_:with:) override): the frame may not be the one UIKit lays out or a tap lands in, and a11y-touch-target says nothing about it."),
            "textFromCode": S.boolean("The text (a label's text, a button's title, a text field's or text view's text) is set by code: unknown, spoken as (set in code), and no label rule reads it."),
            "viewIsModal": S.boolean("accessibilityViewIsModal."),
            "group": S.boolean("shouldGroupAccessibilityChildren."),
            "unwinds": S.boolean("A tap performs an unwind segue (Interface Builder's Exit): a way out of the screen, like a Back button."),
            "dismisses": S.boolean("A tap runs code that dismisses the screen (dismiss(animated:completion:), popViewController(animated:)): a way out, like an unwind segue."),
            "actionFromCode": S.boolean("A tap runs an action a11y-check has not read: whether it leaves the screen is unknown, and a11y-modal-no-escape says nothing about the screen."),
            "containerType": S.oneOf(AccessibilityContainerType.self, "accessibilityContainerType."),
            "order": S.list(of: ["type": "string"], "accessibilityElements: ids of descendants, in order."),
            "font": S.reference("font"),
            "textColor": S.reference("color"),
            "backgroundColor": S.reference("color"),
            "installed": ["anyOf": [S.boolean("Installed in every size class."),
                                    S.object(Dictionary(uniqueKeysWithValues: ElementDecoder.installationPatternNames.map { ($0, S.boolean("Installed in this size class.")) }),
                                             "Installed per size class, by Xcode's names (any, wC, hR, wC hR, …); the most specific that covers the window's size classes wins.")],
                          "description": "Interface Builder's Installed checkbox and its size-class variations: a view not installed is not in the hierarchy."],
            "variations": S.object(Dictionary(uniqueKeysWithValues: ElementDecoder.variationPatternNames.map { ($0, S.reference("variation")) }),
                                   "Property values per size class, by Xcode's names (wC, hR, wC hR, …); for each property the most specific that covers the window's size classes wins over the element's own value."),
            "class": S.text("The custom class name (UIView subclass), carried for reports and import."),
            "children": S.list(of: S.reference("element"), "Subviews, back to front."),
        ]
        for key in kind.specificKeys {
            properties[key] = kind == .toolbar && key == "items"
                ? S.list(of: S.reference("barItem"), "The toolbar's bar button items, in order (spaces are not exposed).")
                : specificProperty(key)
        }
        if kind == .navigationBar {
            properties["title"] = S.text("The top navigation item's title, read as a heading.")
        }
        guard kind.isView else {
            properties["frame"] = S.reference("rect", "accessibilityFrameInContainerSpace: [x, y, width, height] in its container.")
            return properties.filter { ElementDecoder.accessibilityElementKeys.contains($0.key) }
        }
        return properties
    }

    private static func specificProperty(_ key: String) -> JSONValue {
        typealias S = SchemaBuilders
        switch key {
        case "segments": return S.list(of: ["type": "string"], "Segment titles.")
        case "items": return S.list(of: S.reference("tabBarButtonItem"), "The tab bar's items, in order.")
        case "leftItems": return S.list(of: S.reference("barItem"), "The top navigation item's leftBarButtonItems, from the leading edge.")
        case "rightItems": return S.list(of: S.reference("barItem"), "The top navigation item's rightBarButtonItems, from the trailing edge.")
        case "selected":
            return S.number("The selected segment or tab bar item index (a tab bar without one has nothing selected); -1 for none.",
                            within: ControlValueChecks.selection, whole: true)
        case "style":
            return S.oneOf(TableStyle.self,
                           "UITableView.Style: how the report draws the sections (plain when unset); VoiceOver reads a section header as a heading in every style.")
        case "cells": return S.list(of: S.reference("cell"), "Cells (a cell's properties, or elements).")
        case "sections":
            return S.list(of: S.object([
                "header": S.text("The section's header title: read as a heading, before its cells."),
                "footer": S.text("The section's footer title: read as text, after its cells."),
                "cells": S.list(of: S.reference("cell"), "The section's cells."),
            ], "A table section (UITableView's sections with titleForHeaderInSection and titleForFooterInSection)."),
            "Sections, in order (rows with cells, in the order the two keys are written).")
        case "accessory": return S.oneOf(CellAccessory.self, "UITableViewCell.AccessoryType; detail buttons are elements of their own (More Info).")
        case "accessoryView":
            return S.reference("element", "UITableViewCell.accessoryView: a switch; the cell is then one element with the switch's traits and value.")
        case "contentInsetAdjustment":
            return S.oneOf(ContentInsetAdjustment.self,
                           "contentInsetAdjustmentBehavior: automatic moves the children down by the part of the safe area the view's top lies under; unset or never, their frames are where they are drawn.")
        case "minimum": return S.number("minimumValue.", within: .controlValue)
        case "maximum": return S.number("maximumValue.", within: .controlValue)
        case "numberOfPages": return S.number("numberOfPages.", within: ControlValueChecks.pageCount, whole: true)
        default: return S.number("currentPage, below numberOfPages.", within: ControlValueChecks.pageIndex, whole: true)
        }
    }
}
