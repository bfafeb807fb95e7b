import A11yCore
import Hierarchy

/// Turns the views of a view controller's root view into model elements.
///
/// Frames stay superview-relative, as the model composes them (`frame` is relative to the parent
/// element); a view's `<subviews>` become its children in document (z) order.
struct ElementMapper {
    let context: IBContext

    /// The element kind each view element name stands for. A `UICollectionViewCell` is a plain
    /// view to accessibility: not an element by default, so VoiceOver reaches its subviews
    /// ([isAccessibilityElement](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement)),
    /// where a `UITableViewCell` speaks for its content.
    static let kinds: [String: ElementKind] = [
        "view": .view, "containerView": .view, "visualEffectView": .view, "label": .label,
        "button": .button, "imageView": .image, "textField": .textField, "textView": .textView,
        "switch": .switch, "slider": .slider, "stepper": .stepper, "segmentedControl": .segmented,
        "pageControl": .pageControl, "activityIndicatorView": .activity, "scrollView": .scroll,
        "stackView": .stack, "tableView": .table, "collectionView": .collection, "tableViewCell": .cell,
        "collectionViewCell": .view, "collectionReusableView": .view, "tableViewHeaderFooterView": .view,
        "toolbar": .toolbar, "navigationBar": .navigationBar,
    ]

    /// Views read as `custom` elements of their UIKit class: no content of theirs is modelled.
    static let customClasses: [String: String] = [
        "datePicker": "UIDatePicker", "progressView": "UIProgressView", "pickerView": "UIPickerView",
        "tabBar": "UITabBar", "wkWebView": "WKWebView", "webView": "UIWebView", "mapView": "MKMapView",
        "mtkView": "MTKView", "skView": "SKView", "sceneKitView": "SCNView", "arscnView": "ARSCNView",
        "glkView": "GLKView", "arskView": "ARSKView", "imageReference": "UIImageView", "colorWell": "UIColorWell",
    ]

    /// The elements for the `<subviews>` of `view`, each with the size classes it is installed in
    /// (``SizeClassMasks``), after `adjusting` (given each element and its node).
    func children(of view: XMLNode, adjusting: (Element, XMLNode) -> Element = { element, _ in element }) -> [Element] {
        let masks = SizeClassMasks(view, context: context)
        guard let subviews = view.child(.subviews)?.children else { return [] }
        var elements: [Element] = []
        elements.reserveCapacity(subviews.count)
        for node in subviews {
            if let element = element(node) { elements.append(masks.applied(to: adjusting(element, node))) }
        }
        return elements
    }

    /// The properties a view of a storyboard usually has (an id, a frame, a text, a font and
    /// colour, accessibility), made room for at once so that setting them allocates nothing more.
    static let usualPropertyCount = 8

    /// The element for one view element; nil (with a warning) for an element that is not a view.
    func element(_ node: XMLNode) -> Element? {
        var element: Element
        switch context.viewClasses.viewClass(of: node) {
        case .searchBar:
            element = SearchBarReader.element(node)
        case .kind(let kind):
            let isPlainView = kind == .view && node.isNamed(.view)
            if isPlainView, let customClass = node[.customClass] {
                element = Element(kind: .custom, location: node.location, capacity: Self.usualPropertyCount)
                element.className = Located(customClass, at: node.location)
            } else {
                element = Element(kind: kind, location: node.location, capacity: Self.usualPropertyCount)
                // A subclass (a label that turns on Dynamic Type in its awakeFromNib): its code joins by name.
                if let customClass = node[.customClass] { element.className = Located(customClass, at: node.location) }
            }
        case .uikitClass(let uikitClass):
            element = Element(kind: .custom, location: node.location, capacity: Self.usualPropertyCount)
            element.className = Located(node[.customClass] ?? uikitClass, at: node.location)
        case .unknown:
            context.reportOnce(.unknownElement, name: node.name, at: node.location,
                               "<\(node.name)> is not a view a11y-check knows; it and its subviews are left out",
                               hint: "describe it in a YAML spec that imports this file, or report the element name")
            return nil
        }
        let id = node.id
        if let id {
            if let first = context.claimViewID(id, at: node.location) {
                context.report(.duplicateID, at: node.location,
                               "a view with the id '\(id)' is already at line \(first.line); this one is read without an id",
                               hint: "give it a new id in Xcode (Identity inspector) or remove the copy")
            } else {
                element.id = Located(id, at: node.location)
            }
        }
        // What the designer calls it: the user label, else the outlet code reaches it by; and
        // every outlet, which code facts are joined by.
        let outlets = id.flatMap { context.outlets[$0] }
        if let name = node[.userLabel] ?? outlets?.first { element.name = Located(name, at: node.location) }
        if let outlets { element.outlets = Located(outlets.map { Located($0, at: node.location) }, at: node.location) }
        if let frame = Self.frame(node, context: context) { element.frame = Located(frame, at: node.location) }
        if node["ambiguous"] == "YES", !ConstrainedSize.fixesBothSides(of: node) {
            element.ambiguousLayout = Located(true, at: node.location)
        }
        ViewProperties(context: context).apply(node, to: &element)
        VisualEffectBackground.apply(node, to: &element)
        PropertyVariations(context: context).apply(node, to: &element)
        ContentReader(context: context).apply(node, to: &element)
        CodeFilledText.apply(node, to: &element)
        let runtimeAttributes = node.child(.userDefinedRuntimeAttributes)
        AccessibilityReader(context: context).apply(node, runtimeAttributes: runtimeAttributes, to: &element)
        RuntimeAttributeStyling.apply(runtimeAttributes, to: &element)
        TextViewReader.applyEditable(node, to: &element)
        // Interface Builder's Exit (a way out) and the actions a tap sends to code.
        TapConnections(node, context: context).apply(to: &element)
        if node.isNamed(.tableView) { element.tableStyle = TableMapper(mapper: self).style(of: node) }
        if node.isNamed(.toolbar) {
            let (items, views) = BarItemReader(context: context).toolbarItems(node)
            element.barItems = Self.located(items, at: node)
            element.children = views
        } else if node.isNamed(.navigationBar) {
            BarItemReader(context: context).applyTopItem(of: node, to: &element, mapper: self)
        }
        element.children = contentChildren(of: node, element: element)
        return OutletHeldContainers.marked(element, node: node)
    }

    /// `items` located at `node`, nil when there are none.
    private static func located(_ items: [BarItem], at node: XMLNode) -> Located<[BarItem]>? {
        items.isEmpty ? nil : Located(items, at: node.location)
    }

    /// The children of `node`: a cell's content view subviews (moved by the content view's
    /// origin), a table's rows, a collection view's prototype items, a visual effect view's
    /// content, else `<subviews>`.
    private func contentChildren(of node: XMLNode, element: Element) -> [Element] {
        if node.isNamed(.tableViewCell) || node.isNamed(.collectionViewCell) {
            let content = node.child(key: "contentView")
            let offset = content.flatMap { Self.frame($0, context: context) } ?? Rect(x: 0, y: 0, width: 0, height: 0)
            var cellChildren = content.map { children(of: $0) }?.map { Self.moved($0, by: offset.x, offset.y) } ?? []
            if node[.style] != nil { cellChildren = CodeFilledText.applyCellStyle(to: cellChildren) }
            cellChildren = Self.namingCellSubviews(of: node, in: cellChildren)
            cellChildren += children(of: node)
            if let secondary = node.child("listContentConfiguration", key: "contentConfiguration")?["secondaryText"], !secondary.isEmpty {
                var label = Element(kind: .label, location: node.location)
                label.text = Located(secondary, at: node.location)
                cellChildren.append(label)
            }
            return cellChildren
        }
        if node.isNamed(.tableView) { return TableMapper(mapper: self).rows(of: node) }
        if node.isNamed(.collectionView) { return PrototypeCells(mapper: self).rows(of: node) + children(of: node) }
        if node.isNamed(.visualEffectView) { return node.child(key: "contentView").map { children(of: $0) } ?? [] }
        // A bar's items are its content (``BarItemReader``); its titleView is set there.
        if node.isNamed(.toolbar) || node.isNamed(.navigationBar) { return element.children }
        return children(of: node)
    }

    /// The properties by which a cell hands its styled subviews to code (`textLabel="..."`,
    /// `detailTextLabel="..."`, `imageView="..."` on a `<tableViewCell>`): each such child with
    /// the property as an outlet of the cell's class.
    private static func namingCellSubviews(of node: XMLNode, in children: [Element]) -> [Element] {
        let properties = ["textLabel", "detailTextLabel", "imageView"].compactMap { property in node[property].map { ($0, property) } }
        guard !properties.isEmpty else { return children }
        let byID = Dictionary(properties, uniquingKeysWith: { first, _ in first })
        return children.map { child in
            guard let id = child.id?.value, let property = byID[id] else { return child }
            var named = child
            named.outlets = Located((child.outlets?.value ?? []) + [Located(property, at: node.location)], at: child.outlets?.location ?? child.location)
            return named
        }
    }

    /// `element` with its frame moved by `(dx, dy)`.
    static func moved(_ element: Element, by dx: Double, _ dy: Double) -> Element {
        guard dx != 0 || dy != 0, let frame = element.frame else { return element }
        var moved = element
        moved.frame = Located(Rect(x: frame.value.x + dx, y: frame.value.y + dy, width: frame.value.width, height: frame.value.height),
                              at: frame.location)
        return moved
    }

    /// The `<rect key="frame">` of a view (or the `<frame key="frameInset">` of a file of Xcode
    /// 8, ``insetFrame(_:context:)``), its numbers checked by `context`, sized by the view's own
    /// exact width and height constraints (``ConstrainedSize``).
    static func frame(_ node: XMLNode, context: IBContext) -> Rect? {
        guard let rect = node.child(.rect, key: "frame") else { return insetFrame(node, context: context) }
        let x = context.number(rect, .x, in: .coordinate) ?? 0
        let y = context.number(rect, .y, in: .coordinate) ?? 0
        guard let width = context.number(rect, .width, in: .size),
              let height = context.number(rect, .height, in: .size) else { return nil }
        return ConstrainedSize.applied(to: Rect(x: x, y: y, width: width, height: height), of: node)
    }

    /// The frame Xcode 8 wrote as `<frame key="frameInset" minX="15" width="325" height="43.5"/>`
    /// (ParkenDD's settings cells) in place of `<rect key="frame">`: at `minX`, `minY` (0 when
    /// absent) in the superview, when it gives its `width` and `height`; nil when it gives
    /// `maxX` or `maxY` instead (the superview's size decides the size, which the view's own
    /// attributes do not say).
    static func insetFrame(_ node: XMLNode, context: IBContext) -> Rect? {
        guard let inset = node.child("frame", key: "frameInset"),
              let width = context.number(inset, .width, in: .size),
              let height = context.number(inset, .height, in: .size) else { return nil }
        let x = context.number(inset, .minX, in: .coordinate) ?? 0
        let y = context.number(inset, .minY, in: .coordinate) ?? 0
        return ConstrainedSize.applied(to: Rect(x: x, y: y, width: width, height: height), of: node)
    }
}
