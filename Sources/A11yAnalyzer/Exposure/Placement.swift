import A11yCore
import Hierarchy

/// Where the walker stands in a screen: the element's path, the window origin of its parent,
/// the containers around it and whether every ancestor is drawn.
struct Placement {
    let path: ElementPath
    /// The parent's origin in window coordinates (an ancestor without a frame adds nothing,
    /// as UIKit's zero-origin frame would).
    let parentX: Double
    let parentY: Double
    let containers: [ContainerMembership]
    /// False when an ancestor is hidden, has alpha at or below the threshold, or a pruning
    /// zero-size frame.
    let ancestorsDrawn: Bool
    /// The top of the screen's safe area in window coordinates.
    let safeAreaTop: Double

    /// The placement of the screen's root view at (`x`, `y`), its safe area starting
    /// `safeAreaInset` points below its top.
    static func root(x: Double, y: Double, safeAreaInset: Double = 0) -> Placement {
        Placement(path: ElementPath([]), parentX: x, parentY: y, containers: [], ancestorsDrawn: true, safeAreaTop: y + safeAreaInset)
    }

    /// `element`'s frame in window coordinates, nil when the spec gives none.
    func windowFrame(of element: Element) -> Rect? {
        element.frame.map { Rect(x: parentX + $0.value.x, y: parentY + $0.value.y, width: $0.value.width, height: $0.value.height) }
    }

    /// The placements of the children of `element` (which stands at this placement), in order.
    /// A view that adjusts its content inset (`contentInsetAdjustment: automatic`) moves its
    /// children down by the part of the safe area its top lies under, as UIKit's adjusted content
    /// inset does at rest.
    func children(of element: Element, isDrawn: Bool, membership: ContainerMembership?) -> [Placement] {
        let frame = windowFrame(of: element)
        let inner = membership.map { containers + [$0] } ?? containers
        var contentTop = frame?.y ?? parentY
        if element.contentInsetAdjustment?.value == .automatic, let frame { contentTop += max(0, safeAreaTop - frame.y) }
        return element.children.indices.map { index in
            Placement(path: path.appending(index), parentX: frame?.x ?? parentX, parentY: contentTop,
                      containers: inner, ancestorsDrawn: ancestorsDrawn && isDrawn, safeAreaTop: safeAreaTop)
        }
    }

    /// The placement of an element of the screen's root view.
    func rootChild(_ index: Int) -> Placement {
        Placement(path: path.appending(index), parentX: parentX, parentY: parentY, containers: containers, ancestorsDrawn: ancestorsDrawn,
                  safeAreaTop: safeAreaTop)
    }
}
