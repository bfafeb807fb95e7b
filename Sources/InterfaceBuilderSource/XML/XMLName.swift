/// The names the mapping looks up for nearly every element: the attributes every view, frame,
/// colour and font may carry, and the child elements every view may have. Each is found in a
/// file once, by its index among the file's names (``XMLElementArena/knownNames``), so a lookup
/// compares integers; a lookup by `String` compares the wanted name with each attribute's name.
enum XMLName: Int, CaseIterable {
    case key, id
    case x, y, width, height, minX, minY
    case alpha, hidden, clipsSubviews, enabled, userInteractionEnabled, tag, customClass, userLabel
    case red, green, blue, white, pointSize
    case value, minValue, minimumValue, maxValue, maximumValue, selectedSegmentIndex, numberOfPages, currentPage
    case style, weight, type, adjustsFontForContentSizeCategory
    case subviews, userDefinedRuntimeAttributes, rect, fontDescription, color, variation, accessibility
    case label, hint, identifier, language
    // The views the mapping tells apart by name, and their content's attributes and children.
    case view, button, textField, textView, imageView, `switch`, slider, stepper, segmentedControl, pageControl
    case searchBar, stackView, scrollView, tableView, tableViewCell, collectionView, collectionViewCell
    case visualEffectView, toolbar, navigationBar, blurEffect, vibrancyEffect
    case text, placeholder, title, image, on, selected, editable, contentInsetAdjustmentBehavior
    case state, string, attributedString, buttonConfiguration, bool, accessibilityTraits
    case systemColor, cocoaTouchSystemColor, name

    /// The name as the file writes it (the case's own name).
    var text: String { Self.texts[rawValue] }

    private static let texts = allCases.map { String(describing: $0) }

    /// The cases by the UTF-8 length of their name, to classify a file's names once: a name is
    /// compared with the few of its length (hashing each name cost 1.6 times as much).
    static let byLength: [[XMLName]] = {
        var byLength = [[XMLName]](repeating: [], count: texts.map(\.utf8.count).max()! + 1)
        for name in allCases { byLength[name.text.utf8.count].append(name) }
        return byLength
    }()
}
