import A11yCore
import Hierarchy

/// Joins code facts to the views and view controllers of a storyboard's or xib's screens: a
/// screen's custom class (`customClass`) gives its controller's code, a view's custom class its
/// own, and a view one of whose outlets (``Element/outlets``) a class around it declares (the
/// nearest that does) takes what that code sets on the outlet. A view whose class code shows to
/// be another kind than the file's takes that kind first (``CustomClassKinds``).
///
/// A literal is taken as UIKit takes it. A label, hint or value set to something the syntax does
/// not settle (or to a localized key, until strings are read) is ``Element/setInCode``, and a text
/// or title is `textFromCode`: unknown, never a default. Each joined value is located at its Swift
/// line.
public enum CodeJoin {
    /// `file` with the facts of the classes its screens and views name applied.
    public static func apply(_ facts: CodeFacts, to file: inout SpecFile) {
        apply(facts, controllers: ControllerCode(facts), to: &file)
    }

    /// `file` with the facts of the classes its screens and views name applied, `controllers`
    /// worked out from `facts` once for every file of the run.
    static func apply(_ facts: CodeFacts, controllers: ControllerCode, to file: inout SpecFile) {
        // Popover anchors stay, as the file's reading keeps them.
        let anchors = Set(file.scenes.flatMap { $0.presentations.compactMap { $0.source?.value } })
        for index in file.screens.indices {
            let owners = file.screens[index].className.map(\.value).flatMap { facts.declares($0) ? [$0] : nil } ?? []
            if let root = file.screens[index].rootView, let joined = joined(facts, root, owners: owners) { file.screens[index].rootView = joined }
            // view.addSubview(child.view), self.view.insertSubview(banner, at: 0): the controller's
            // own view gets content the file does not have (a root view that says nothing else to
            // accessibility is described for it, without a background: that stays the screen's).
            if let settings = owners.firstNonNil({ controllers.settings(of: $0) }), let fact = settings.viewSubviews {
                var root = file.screens[index].rootView ?? Element(kind: .view, location: file.screens[index].location)
                addContent(to: &root, at: fact.location, plain: settings.viewGetsOnlyPlainViews)
                file.screens[index].rootView = root
            }
            let view = file.screens[index].view
            var elements: [Element]?
            for (position, element) in view.enumerated() {
                guard let joined = joined(facts, element, owners: owners) else { continue }
                if elements == nil { elements = view }
                elements![position] = joined
            }
            if let elements { file.screens[index].view = EmptyContainers.pruned(elements, keeping: anchors) }
            if let owner = owners.first { applyActions(facts, of: owner, to: &file.screens[index]) }
        }
        joinControllers(facts, controllers, to: &file)
    }

    /// `element` with what code sets on it and its descendants; nil when code sets nothing on
    /// any of them (the element is then not copied). `owners` are the app's classes around it,
    /// nearest first, whose outlets may name it and whose `viewWithTag(_:)` calls (or those of the
    /// objects they keep) may find it.
    private static func joined(_ facts: CodeFacts, _ original: Element, owners: [String]) -> Element? {
        // First what its class makes it (a plain view of a label class is a label), which the
        // code's facts then apply to.
        let reclassified = CustomClassKinds.reclassified(original, facts)
        var element = reclassified ?? original
        let ownClass = element.className.map(\.value).flatMap { facts.declares($0) ? $0 : nil }
        let outlet = outletOwner(facts, of: element.outlets?.value ?? [], among: owners)
        let childOwners = ownClass.map { [$0] + owners } ?? owners
        let items = !element.hasBarItems ? nil : joinedBarItems(facts, of: element, owners: childOwners)
        // The classes around it, then the objects they keep (a data source filling their cells).
        let tagOwner = element.tag.flatMap { tag in
            (owners + owners.flatMap { facts.keptObjects(of: $0).map(\.value) }).first { !facts.values(of: .tagged(tag.value), in: $0).isEmpty }
        }
        var children: [Element]?
        for (position, child) in element.children.enumerated() {
            guard let joined = joined(facts, child, owners: childOwners) else { continue }
            if children == nil { children = element.children }
            children![position] = joined
        }
        let libraryButton = isLibraryButton(facts, element)
        guard reclassified != nil || ownClass != nil || outlet != nil || children != nil || items != nil || tagOwner != nil || libraryButton else {
            return nil
        }
        if let items { element = items }
        // A library's button class styles its title in code the run does not read, before the
        // app's own code (its subclass's, its outlet's) runs: the file's font and title colour are
        // not known to be drawn.
        if libraryButton {
            element.font = nil
            element.textColor = nil
        }
        // Before the element's own facts, which may take its subviews out.
        if let children { element.children = children }
        if let ownClass { apply(facts, of: .this, in: ownClass, to: &element) }
        // What code sets on the views it finds by this tag (`cell.viewWithTag(2) as? UILabel`).
        if let tagOwner, let tag = element.tag?.value { apply(facts, of: .tagged(tag), in: tagOwner, to: &element) }
        if let outlet {
            apply(facts, of: .member(outlet.name), in: outlet.owner, to: &element)
            clearUnfilledContainer(facts, outlet: outlet, in: &element)
        }
        return element
    }

    /// True for a button whose custom class comes from code the run does not read: a class the
    /// app does not declare (a library's, `NUXButton`), or an app class descending from one
    /// (`FancyAnimatedButton: FancyButton`). Such a class exists to style its title, in its
    /// `init(coder:)` or `awakeFromNib()`, so the file's font and title colour may not be the ones
    /// drawn.
    private static func isLibraryButton(_ facts: CodeFacts, _ element: Element) -> Bool {
        guard element.kind == .button, let className = element.className?.value else { return false }
        return facts.uikitBase(of: className) == nil
    }

    /// An empty view the file marks as possibly filled by code because an outlet holds it
    /// (``Element/contentFromCode``, located in the file) is empty after all when the class
    /// holding the outlet adds no subview to it: its class's code is read.
    private static func clearUnfilledContainer(_ facts: CodeFacts, outlet: (owner: String, name: String), in element: inout Element) {
        guard let marked = element.contentFromCode, !marked.location.file.hasSuffix(".swift"),
              facts.values(of: .member(outlet.name), in: outlet.owner)[.subviews] == nil else { return }
        element.contentFromCode = nil
    }

    /// The nearest of `owners` that declares one of `outlets` (a view's or bar item's), with that
    /// outlet's name. An outlet belongs to the object whose connections hold it, which need not
    /// be the nearest custom class: a label inside an app's rounded container view is still its
    /// screen's (or its enclosing custom view's) outlet.
    static func outletOwner(_ facts: CodeFacts, of outlets: [Located<String>], among owners: [String]) -> (owner: String, name: String)? {
        guard !outlets.isEmpty else { return nil }
        for owner in owners {
            guard let declared = facts.outletNames[owner] else { continue }
            if let outlet = outlets.first(where: { declared.contains($0.value) }) { return (owner, outlet.value) }
        }
        return nil
    }

    /// Applies what the code of `className` sets on `subject` to `element`.
    static func apply(_ facts: CodeFacts, of subject: CodeSubject, in className: String, to element: inout Element) {
        let values = facts.values(of: subject, in: className)
        guard !values.isEmpty else { return }
        for property in CodeProperty.allCases where property != .accessibilityTraits {
            guard let fact = values[property] else { continue }
            if property == .subviews {
                addContent(to: &element, at: fact.location, plain: facts.addsOnlyPlainViews(to: subject, in: className))
                continue
            }
            apply(fact, to: &element)
        }
        if let last = values[.accessibilityTraits], let traits = facts.traits(of: subject, in: className) {
            applyTraits(traits, at: last.location, to: &element)
        }
    }

    private static func apply(_ fact: CodeFact, to element: inout Element) {
        let at = fact.location
        switch (fact.property, fact.value) {
        case (.accessibilityLabel, _): element.label = spoken(fact.value, at: at)
        case (.accessibilityHint, _): element.hint = spoken(fact.value, at: at)
        case (.accessibilityValue, _): element.value = spoken(fact.value, at: at)
        case (.isAccessibilityElement, .flag(let flag)): element.accessible = Located(flag, at: at)
        case (.accessibilityElementsHidden, .flag(let flag)): element.hiddenFromAccessibility = Located(flag, at: at)
        case (.accessibilityViewIsModal, .flag(let flag)): element.viewIsModal = Located(flag, at: at)
        case (.shouldGroupAccessibilityChildren, .flag(let flag)): element.group = Located(flag, at: at)
        case (.isHidden, .flag(let flag)): element.hidden = Located(flag, at: at)
        case (.isHidden, _): element.hiddenFromCode = Located(true, at: at)
        case (.isEnabled, .flag(let flag)): element.enabled = Located(flag, at: at)
        case (.isUserInteractionEnabled, .flag(let flag)): element.userInteractionEnabled = Located(flag, at: at)
        case (.text, .text(let text)):
            element.text = Located(text, at: at)
            element.textFromCode = nil
        case (.title, .text(let title)) where element.kind == .button && !title.isEmpty:
            element.title = Located(title, at: at)
            element.textFromCode = nil
        case (.title, .none) where element.kind == .button, (.title, .text("")) where element.kind == .button:
            // `setTitle(nil, for: .normal)`, `setTitle("", for: .normal)`: no title, the button
            // shows its image alone, and VoiceOver reads the image as it does for a button that
            // never had a title.
            element.title = nil
            element.textFromCode = nil
        case (.text, _) where Self.showsTextFromCode.contains(element.kind),
             (.title, _) where element.kind == .button:
            element.text = nil
            element.title = nil
            element.textFromCode = Located(true, at: at)
        case (.placeholder, _): element.placeholder = spoken(fact.value, at: at)
        case (.image, .text(let image)): element.image = Located(image, at: at); element.imageIsSystemSymbol = nil
        case (.image, .systemImage(let name)): element.image = Located(name, at: at); element.imageIsSystemSymbol = Located(true, at: at)
        case (.image, .none): element.image = nil; element.imageIsSystemSymbol = nil
        case (.image, _): element.image = Located(Element.setInCode, at: at); element.imageIsSystemSymbol = nil
        case (.font, .font(let font)):
            let adjusts = element.font?.value.adjustsForContentSize
            element.font = Located(FontSpec(size: font.size, weight: font.weight, textStyle: font.textStyle, adjustsForContentSize: adjusts), at: at)
        case (.adjustsFontForContentSizeCategory, .flag(let flag)):
            var font = element.font?.value ?? FontSpec()
            font.adjustsForContentSize = flag
            element.font = Located(font, at: element.font?.location ?? at)
        case (.font, _), (.adjustsFontForContentSizeCategory, _):
            // A font (or its scaling) code decides: not the storyboard's any more, and not known.
            element.font = nil
            element.fontFromCode = Located(true, at: at)
        case (.frame, _): element.sizeFromCode = Located(true, at: at)
        case (.removedSubviews, _):
            // The file's subviews go (when the code runs, if it may not): what is there is code's.
            element.children = []
            element.contentFromCode = Located(true, at: at)
            element.plainContentFromCode = nil
        case (.segments, _) where element.kind == .segmented:
            // Which segment code titles, or how many it adds, the syntax does not settle: every
            // segment says what code sets.
            element.segments = element.segments.map { _ in Located(Element.setInCode, at: at) }
        case (.textColor, _): element.textColor = color(fact.value, at: at)
        case (.backgroundColor, .none) where element.kind == .cell:
            // `nil` is a transparent background (UIView's backgroundColor), also on a cell of a
            // grouped table, which no longer paints its default colour: what is behind shows.
            element.backgroundColor = Located(.system(.clear), at: at)
        case (.backgroundColor, _): element.backgroundColor = color(fact.value, at: at)
        default:
            break
        }
    }

    /// The kinds whose `text` code can set, as the model speaks it (``Element/textFromCode``): a
    /// label's text and a button's title are its label, a text field's or text view's text its value.
    private static let showsTextFromCode: Set<ElementKind> = [.label, .button, .textField, .textView]

    /// A colour: UIKit's named colour, nothing for `nil`, else unknown (``ColorValue/setInCode``):
    /// a theme's colour is not the storyboard's any more, and not known.
    static func color(_ value: CodeValue, at location: SourceLocation) -> Located<ColorValue>? {
        switch value {
        case .color(let color): Located(color, at: location)
        case .none: nil
        default: Located(.setInCode, at: location)
        }
    }

    /// A label, hint or value: the literal, nothing for `nil`, else unknown (``Element/setInCode``).
    static func spoken(_ value: CodeValue, at location: SourceLocation) -> Located<String>? {
        switch value {
        case .text(let text): Located(text, at: location)
        case .none: nil
        default: Located(Element.setInCode, at: location)
        }
    }

    private static func applyTraits(_ traits: TraitsFromCode, at location: SourceLocation, to element: inout Element) {
        let defaults = element.kind.defaultTraits
        switch traits {
        case .replaced(let set):
            element.addedTraits = set.subtracting(defaults).map { Located($0, at: location) }
            element.removedTraits = defaults.subtracting(set).map { Located($0, at: location) }
        case .changed(let added, let removed):
            element.addedTraits += added.map { Located($0, at: location) }
            element.removedTraits += removed.map { Located($0, at: location) }
        case .unknown:
            break
        }
    }
}
