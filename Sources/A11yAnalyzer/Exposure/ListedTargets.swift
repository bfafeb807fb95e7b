import A11yCore
import Hierarchy

/// What the ids in a container's `order` name: a descendant element, or a part of the container
/// or of a descendant (`preset.1`), each with its placement.
struct ListedTargets {
    enum Target {
        case element(Element, Placement)
        case part(owner: Element, ownerPlace: Placement, ElementPart)
    }

    private var targets: [String: Target] = [:]

    /// Indexes every descendant of `container` (which stands at `place`) by id; the first
    /// element in input order wins a duplicated id.
    init(container: Element, at place: Placement, factory: ElementFactory) {
        addParts(of: container, at: place, factory: factory)
        addDescendants(of: container, at: place, factory: factory)
    }

    /// The target `id` names, nil when it names nothing inside the container (a spec error the
    /// loader reports).
    func target(named id: String) -> Target? { targets[id] }

    private mutating func addDescendants(of element: Element, at place: Placement, factory: ElementFactory) {
        for (child, childPlace) in zip(element.children, factory.childPlaces(of: element, at: place)) {
            let id = child.resolvedID(at: childPlace.path)
            if targets[id] == nil { targets[id] = .element(child, childPlace) }
            addParts(of: child, at: childPlace, factory: factory)
            addDescendants(of: child, at: childPlace, factory: factory)
        }
    }

    private mutating func addParts(of owner: Element, at place: Placement, factory: ElementFactory) {
        for part in ControlParts(element: owner, frame: nil).parts {
            let id = factory.partID(part, of: owner, at: place)
            if targets[id] == nil { targets[id] = .part(owner: owner, ownerPlace: place, part) }
        }
    }
}
