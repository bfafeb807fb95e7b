import A11yCore
import Hierarchy

/// The label VoiceOver reads from the image of a button (or bar button item) that shows no title
/// (docs/voiceover.md, "Image-only buttons").
enum ImageLabel {
    /// The image's name for an image of the app's asset catalogs; for an SF Symbol, which the
    /// system describes ("Add" for `plus`) or, when it has no description for it, reads by its
    /// name, ``Element/systemSymbolLabel(_:)``: the description is unknown to a11y-check.
    static func label(of image: Located<String>?, isSystemSymbol: Located<Bool>?) -> Located<String>? {
        guard let image, isSystemSymbol?.value == true, image.value != Element.setInCode else { return image }
        return Located(Element.systemSymbolLabel(image.value), at: image.location)
    }
}
