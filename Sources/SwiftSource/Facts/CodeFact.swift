import A11yCore

/// A property Swift code sets on a view or view controller, by its UIKit name.
public enum CodeProperty: String, CaseIterable, Hashable, Sendable {
    case accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityTraits
    case isAccessibilityElement, accessibilityElementsHidden, accessibilityViewIsModal
    case accessibilityElements, shouldGroupAccessibilityChildren
    /// A label's or text field's `text`.
    case text
    /// A button's `setTitle(_:for: .normal)`, or a view controller's `title`.
    case title
    case placeholder, isHidden, isEnabled, isUserInteractionEnabled, font, adjustsFontForContentSizeCategory
    /// `navigationItem.title`.
    case navigationItemTitle
    case supportedInterfaceOrientations, shouldAutorotate, preferredInterfaceOrientationForPresentation
    case modalPresentationStyle, modalTransitionStyle, isModalInPresentation, definesPresentationContext
    /// An image view's `image` (or a button's `setImage(_:for: .normal)`).
    case image
    /// A label's, text field's or text view's `textColor` (or a button's `setTitleColor(_:for: .normal)`).
    case textColor
    /// A view's `backgroundColor`.
    case backgroundColor
    /// A presentation controller delegate's `adaptivePresentationStyle(for:)` answer.
    case adaptivePresentationStyle
    /// `navigationItem.leftBarButtonItem` or `leftBarButtonItems`.
    case leftBarButtonItems
    /// `navigationItem.rightBarButtonItem` or `rightBarButtonItems`.
    case rightBarButtonItems
    /// A split view delegate's `splitViewController(_:collapseSecondary:onto:)` answer.
    case collapseSecondary
    /// A split view delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` answer.
    case topColumnForCollapsing
    /// The section headers a table or collection view's data source gives
    /// (`tableView(_:titleForHeaderInSection:)`, `tableView(_:viewForHeaderInSection:)`,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`): always unknown.
    case sectionHeaders
    /// Subviews code adds to a view (`addSubview(_:)`, `insertSubview(_:at:)`,
    /// `addArrangedSubview(_:)`, `insertArrangedSubview(_:at:)`): always unknown.
    case subviews
    /// A view's size code decides: its `frame` or `bounds`, a width or height constraint
    /// (``SizeConstraints``), an `intrinsicContentSize` override; or the region that takes its
    /// touches, a `point(inside:with:)` or `hitTest(_:with:)` override: always unknown.
    case frame
    /// Subviews code takes out of a view (`stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`,
    /// ``SubviewRemovals``): those the file placed there are gone; always unknown.
    case removedSubviews
    /// A segmented control's segments, which code titles, adds or removes
    /// (`setTitle(_:forSegmentAt:)`, `setImage(_:forSegmentAt:)`, `insertSegment(withTitle:at:animated:)`,
    /// `removeAllSegments()`): always unknown.
    case segments
}

/// Whose property a fact sets: the instance itself, or one of its properties (an outlet, or a
/// view controller's `view`).
public enum CodeSubject: Hashable, Sendable, CustomStringConvertible {
    /// `self`, written or implied.
    case this
    /// A property of the instance: `titleLabel.accessibilityLabel`, `view.accessibilityElements`.
    case member(String)
    /// The views with this tag that code finds with `viewWithTag(_:)` (``TaggedViews``).
    case tagged(Int)
    /// A member of an instance of another app class the code holds (``HeldInstances``):
    /// `cell.nameLabel`, where `cell` is a `ProductCell`, is `nameLabel` of `ProductCell`.
    case outlet(String, of: String)

    public var description: String {
        switch self {
        case .this: "self"
        case .member(let name): name
        case .tagged(let tag): "viewWithTag(\(tag))"
        case .outlet(let name, let type): "\(type)'s \(name)"
        }
    }
}

/// One property set in Swift code, where it is set.
public struct CodeFact: Hashable, Sendable, CustomStringConvertible {
    /// Whose property.
    public let subject: CodeSubject
    /// Which property.
    public let property: CodeProperty
    /// The value, or unknown.
    public let value: CodeValue
    /// Where: the assignment, call or overriding declaration.
    public let location: SourceLocation

    public init(subject: CodeSubject, property: CodeProperty, value: CodeValue, location: SourceLocation) {
        self.subject = subject
        self.property = property
        self.value = value
        self.location = location
    }

    public var description: String {
        "\(location.line):\(location.column) \(subject).\(property.rawValue) = \(value)"
    }
}

/// An `@IBOutlet` (or outlet collection) a class declares.
public struct CodeOutlet: Hashable, Sendable {
    /// The property's name, which a storyboard's `<outlet property=>` names.
    public let name: String
    /// The declared type as written, without `!` or `?` (`UILabel`, `[UIButton]`).
    public let type: String
    /// Where the property is declared.
    public let location: SourceLocation

    public init(name: String, type: String, location: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
    }
}
