import A11yCore
import Hierarchy

/// The title and image a `<button>` shows, as its label comes from them.
///
/// - With a configuration (`<buttonConfiguration key="configuration">`, Interface Builder's Plain,
///   Gray, Tinted and Filled styles), the configuration's: its `title` is "the text of the title
///   label the button displays" and matches its `attributedTitle`'s string
///   ([title](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/title)),
///   and its `image`, the one foreground image it displays
///   ([image](https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image)).
///   Interface Builder keeps the `<state key="normal" title="Button">` a new button had beside it;
///   that state is not what a configured button shows, so it is not read: a configuration without
///   title or image leaves both to code.
/// - Without one, the state UIKit shows: the selected or disabled state's when the button is in it
///   and the file gives it a title, else the normal state's
///   ([setTitle(_:for:)](https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:))),
///   its attributed title when it has no plain one.
///
/// An image is its `image` attribute, or the `<imageReference key="image">` Interface Builder
/// writes instead when it gives a symbol's scale; `catalog="system"` beside the name makes it an
/// SF Symbol.
enum ButtonContent {
    /// The title `button` shows, nil when the file gives none.
    static func title(of button: XMLNode) -> String? {
        if let configuration = configuration(of: button) {
            return configuration[.title] ?? configuration.attributedText(key: "attributedTitle")
        }
        let state = shownState(of: button)
        return state?[.title] ?? state?.attributedText(key: "attributedTitle")
    }

    /// The image `button` shows, nil when the file gives none: its name, and whether it is an SF
    /// Symbol (`catalog="system"`, which Interface Builder writes beside a symbol's name).
    static func image(of button: XMLNode) -> (name: String, isSystemSymbol: Bool)? {
        guard let holder = configuration(of: button) ?? shownState(of: button),
              let named = holder[.image] != nil ? holder : holder.child("imageReference", key: "image"),
              let name = named[.image] else { return nil }
        return (name, named["catalog"] == "system")
    }

    /// The button's configuration, when it has one.
    static func configuration(of button: XMLNode) -> XMLNode? {
        button.child(.buttonConfiguration, key: "configuration")
    }

    /// The `<state>` UIKit shows: the selected or disabled state's when the button is in it and
    /// the file gives one a title, else the normal state's.
    private static func shownState(of button: XMLNode) -> XMLNode? {
        let states = button.children(.state)
        if button.isYes(.selected), let selected = states.first(where: { $0.attribute(.key, is: "selected") && $0.attributeIndex(.title) != nil }) {
            return selected
        }
        if button.attribute(.enabled, is: "NO"), let disabled = states.first(where: { $0.attribute(.key, is: "disabled") && $0.attributeIndex(.title) != nil }) {
            return disabled
        }
        return states.first { $0.attribute(.key, is: "normal") }
    }
}
