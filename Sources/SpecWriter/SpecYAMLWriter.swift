import A11yCore
import Hierarchy

/// Writes a ``SpecFile`` as spec YAML (`docs/format.md`) that loads back into the same model:
/// what `a11y-check import` writes for a storyboard or xib. Comments name where each screen and
/// scene came from.
public enum SpecYAMLWriter {
    /// The YAML text of `file`; `source` names the file it was read from, for the header;
    /// `targetInfoPlist` says that `app.infoPlist` is the Xcode target's (`INFOPLIST_FILE`), not
    /// the one found beside the storyboard.
    public static func yaml(_ file: SpecFile, source: String, targetInfoPlist: Bool = false) -> String {
        var text = YAMLText()
        text.line(0, "# Imported from \(source) by `a11y-check import`.")
        text.line(0, "# Element ids are Interface Builder object ids (Xcode's Identity inspector shows them).")
        text.line(0, "# It loads unchanged and gives the same analysis as the file itself; edit the original in Xcode.")
        if let infoPlist = file.app?.infoPlist {
            text.line(0, "app:")
            let origin = targetInfoPlist ? "The Xcode target's Info.plist (INFOPLIST_FILE)" : "The Info.plist found beside the storyboard"
            text.line(1, "# \(origin): orientations, full screen, launch and main storyboards.")
            text.field(1, "infoPlist", YAMLText.quoted(infoPlist.value))
        }
        if !file.colors.isEmpty {
            text.line(0, "colors:")
            for color in file.colors {
                text.field(1, YAMLText.string(color.name), YAMLText.flow([("light", YAMLText.color(color.light)), ("dark", color.dark.map(YAMLText.color) ?? "unknown")]))
            }
        }
        if !file.screens.isEmpty {
            text.line(0, "screens:")
            for screen in file.screens { writeScreen(screen, to: &text) }
        }
        if !file.scenes.isEmpty {
            text.line(0, "scenes:")
            for scene in file.scenes { SceneYAML.write(scene, to: &text) }
        }
        if text.fromCode {
            text.lines.insert(contentsOf: [
                "# What the app's Swift code sets is written as its YAML, each below a comment naming its Swift line",
                "# (docs/swift-code.md); a value set in code to something a11y-check does not know is only a comment (a colour: unknown).",
            ], at: 3)
        }
        return text.lines.joined(separator: "\n") + "\n"
    }

    private static func writeScreen(_ screen: Screen, to text: inout YAMLText) {
        let s = YAMLText.string
        text.origin(1, of: screen.location)
        text.line(1, s(screen.id) + ":")
        text.field(2, "class", screen.className.map { s($0.value) })
        text.field(2, "component", screen.component.map { YAMLText.bool($0.value) })
        text.spoken(2, "title", screen.title, s)
        if let item = screen.navigationItem {
            text.line(2, "navigationItem:")
            text.spoken(3, "title", item.title, s)
            text.field(3, "prompt", item.prompt, s)
            text.field(3, "largeTitle", item.largeTitle.map { YAMLText.bool($0.value) })
            if !item.leftItems.isEmpty {
                text.barItemOrigins(3, item.leftItems)
                writeBarItems(item.leftItems, key: "leftItems", indent: 3, to: &text)
            }
            if !item.rightItems.isEmpty {
                text.barItemOrigins(3, item.rightItems)
                writeBarItems(item.rightItems, key: "rightItems", indent: 3, to: &text)
            }
            text.field(3, "backButtonTitle", item.backButtonTitle, s)
            text.field(3, "hidesBackButton", item.hidesBackButton.map { YAMLText.bool($0.value) })
            if let titleView = item.titleView {
                text.line(3, "titleView:")
                text.line(4, titleView.kind.rawValue + ":")
                ElementYAML.writeProperties(titleView, indent: 5, to: &text)
            }
            if item.title == nil, item.prompt == nil, item.largeTitle == nil, item.leftItems.isEmpty, item.rightItems.isEmpty,
               item.backButtonTitle == nil, item.hidesBackButton == nil, item.titleView == nil {
                text.lines.removeLast()
                text.line(2, "navigationItem: {}")
            }
        }
        if !screen.toolbarItems.isEmpty {
            text.barItemOrigins(2, screen.toolbarItems)
            writeBarItems(screen.toolbarItems, key: "toolbarItems", indent: 2, to: &text)
        }
        if let item = screen.tabBarItem {
            text.localized(2, [item.title, item.label, item.hint])
            text.field(2, "tabBarItem", tabBarItem(item))
        }
        ScreenCodeYAML.writeOrientations(screen, indent: 2, to: &text)
        text.field(2, "modalPresentationStyle", screen.modalPresentationStyle) { $0.rawValue }
        text.field(2, "modalTransitionStyle", screen.modalTransitionStyle) { $0.rawValue }
        text.field(2, "definesPresentationContext", screen.definesPresentationContext) { YAMLText.bool($0) }
        text.field(2, "providesPresentationContextTransitionStyle", screen.providesPresentationContextTransitionStyle.map { YAMLText.bool($0.value) })
        text.field(2, "modalInPresentation", screen.modalInPresentation) { YAMLText.bool($0) }
        ScreenCodeYAML.writeUnknowns(screen, indent: 2, to: &text)
        // A screen's background is its root view's, which the spec gives once: in `rootView` when
        // that holds one (code's `view.backgroundColor` sets both in the model).
        if screen.rootView?.backgroundColor == nil { text.field(2, "backgroundColor", screen.backgroundColor, YAMLText.color) }
        if let root = screen.rootView {
            text.line(2, "rootView:")
            ElementYAML.writeProperties(root, indent: 3, to: &text)
        }
        if !screen.view.isEmpty {
            text.line(2, "view:")
            for element in screen.view { ElementYAML.write(element, indent: 3, to: &text) }
        }
        if text.lines.last == "  " + s(screen.id) + ":" {
            text.lines.removeLast()
            text.line(1, s(screen.id) + ": {}")
        }
    }

    /// A `tabBarItem` (a screen's or a container's) in flow form.
    static func tabBarItem(_ item: TabBarItemSpec) -> String {
        let s = YAMLText.string
        return YAMLText.flow([("title", item.title.map { s($0.value) }), ("image", item.image.map { s($0.value) }),
                              ("badge", item.badge.map { YAMLText.quoted($0.value) }), ("label", item.label.map { s($0.value) }),
                              ("hint", item.hint.map { s($0.value) })])
    }

    /// `key: [items]` in flow form; as a block list when an item shows a custom view, which is
    /// written as an element under the item's other keys.
    private static func writeBarItems(_ items: [BarItem], key: String, indent: Int, to text: inout YAMLText) {
        guard items.contains(where: { $0.customView != nil }) else {
            text.field(indent, key, YAMLText.list(items.map(barItem)))
            return
        }
        text.line(indent, key + ":")
        for item in items {
            guard let view = item.customView else {
                text.line(indent + 1, "- " + barItem(item))
                continue
            }
            let fields = barItemFields(item).compactMap { key, value in value.map { key + ": " + $0 } } + ["customView:"]
            for (position, field) in fields.enumerated() {
                text.line(indent + 1, (position == 0 ? "- " : "  ") + field)
            }
            text.line(indent + 3, view.kind.rawValue + ":")
            ElementYAML.writeProperties(view, indent: indent + 4, to: &text)
        }
    }

    /// A bar item in flow form; a title, image or label code sets to a value a11y-check does not
    /// know is left out (``YAMLText/barItemOrigins(_:_:)`` says so above the list).
    static func barItem(_ item: BarItem) -> String {
        YAMLText.flow(barItemFields(item))
    }

    /// A bar item's keys and values, nil for those it does not set.
    private static func barItemFields(_ item: BarItem) -> [(String, String?)] {
        let s = YAMLText.string
        func known(_ value: Located<String>?) -> String? { value.flatMap { $0.value == Element.setInCode ? nil : s($0.value) } }
        return [("id", item.id.map { s($0.value) }), ("title", known(item.title)),
                (item.imageIsSystemSymbol?.value == true ? "systemImage" : "image", known(item.image)), ("label", known(item.label)),
                ("system", item.system.map { s($0.value) }),
                ("enabled", item.enabled.map { $0.value ? "true" : "false" }),
                ("unwinds", item.unwinds.map { $0.value ? "true" : "false" }),
                ("dismisses", item.dismisses.map { $0.value ? "true" : "false" }),
                ("actionFromCode", item.actionFromCode.map { $0.value ? "true" : "false" })]
    }
}
