import A11yCore
import Hierarchy

/// A `<visualEffectView>` with a `<blurEffect>` (or a `<vibrancyEffect>`) draws a material over
/// what lies behind it: "a blur effect … blends the content behind it", tinted by the style
/// ([UIVisualEffectView](https://developer.apple.com/documentation/uikit/uivisualeffectview)). Those
/// pixels are no colour the file gives, so the view's background is unknown (`unknown` in the
/// YAML): `a11y-contrast` judges no text inside it, or drawn over it, against the colours behind it.
enum VisualEffectBackground {
    /// Makes `element`'s background unknown when `node` is a visual effect view with an effect.
    static func apply(_ node: XMLNode, to element: inout Element) {
        guard node.isNamed(.visualEffectView), node.child(.blurEffect) != nil || node.child(.vibrancyEffect) != nil else { return }
        element.backgroundColor = Located(.setInCode, at: node.location)
    }
}
