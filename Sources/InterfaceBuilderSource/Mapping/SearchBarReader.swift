import A11yCore
import Hierarchy

/// A `UISearchBar`: VoiceOver reaches the search field inside it, a `UISearchTextField` (a
/// `UITextField` subclass, [searchTextField](https://developer.apple.com/documentation/uikit/uisearchbar/searchtextfield)),
/// so the bar is read as a text field with the search field trait
/// ([searchField](https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield))
/// in the bar's frame. Its `text` is the field's text and its `placeholder` the field's
/// placeholder, which UIKit shows as "Search" when the file sets none (iOS 13 and later).
enum SearchBarReader {
    /// The placeholder the search field shows when the bar sets none.
    static let defaultPlaceholder = "Search"

    /// The text field element of the `<searchBar>` `node`.
    static func element(_ node: XMLNode) -> Element {
        var element = Element(kind: .textField, location: node.location)
        element.addedTraits.append(Located(.searchField, at: node.location))
        if let text = node["text"], !text.isEmpty { element.text = Located(text, at: node.location) }
        let placeholder = node["placeholder"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultPlaceholder
        element.placeholder = Located(placeholder, at: node.location)
        return element
    }
}
