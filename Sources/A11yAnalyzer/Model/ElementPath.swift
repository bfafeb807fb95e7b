import A11yCore
import Hierarchy

/// Where a spec element sits in its screen: its index in the screen's `view`, then its index among
/// that element's children, and so on.
public struct ElementPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The indices from the root view down.
    public let indices: [Int]

    /// The path through `indices`.
    public init(_ indices: [Int]) {
        self.indices = indices
    }

    /// The path of child `index` of the element at this path.
    public func appending(_ index: Int) -> ElementPath {
        var extended: [Int] = []
        extended.reserveCapacity(indices.count + 1)
        extended += indices
        extended.append(index)
        return ElementPath(extended)
    }

    /// True when `other` lies inside the element at this path (or is it).
    public func contains(_ other: ElementPath) -> Bool { other.indices.starts(with: indices) }

    /// `0.2.1`.
    public var description: String { indices.map(String.init).joined(separator: ".") }

    /// Depth-first input order.
    public static func < (lhs: ElementPath, rhs: ElementPath) -> Bool {
        lhs.indices.lexicographicallyPrecedes(rhs.indices)
    }

    /// The id an element without one gets: its kind and path, `button[1.0]`.
    static func derivedID(kind: ElementKind, path: ElementPath) -> String { "\(kind.rawValue)[\(path)]" }
}

extension Screen {
    /// The spec element at `path` (the empty path: the root view described by `rootView`), nil
    /// when there is none.
    public func element(at path: ElementPath) -> Element? {
        if path.indices.isEmpty { return rootViewElement }
        guard let first = path.indices.first, view.indices.contains(first) else { return nil }
        return view[first].descendant(at: path.indices.dropFirst())
    }

    /// True when code shows or hides the element at `path` or a view it lies in
    /// (``Element/hiddenFromCode``): whether it is on screen is unknown.
    public func visibilityDecidedInCode(at path: ElementPath) -> Bool {
        onPath(path) { $0.hiddenFromCode?.value == true }
    }

    /// The path of the innermost prototype cell (``Element/prototype``) the element at `path` lies
    /// in or is, nil when it lies in none: the rows code dequeues from that cell hold it, and
    /// whether they are on screen beside anything else is the data's.
    public func prototypeCell(containing path: ElementPath) -> ElementPath? {
        guard let first = path.indices.first, view.indices.contains(first) else { return nil }
        var element = view[first]
        var found: ElementPath? = element.prototype?.value == true ? ElementPath([first]) : nil
        for (depth, index) in path.indices.enumerated().dropFirst() {
            guard element.children.indices.contains(index) else { break }
            element = element.children[index]
            if element.prototype?.value == true { found = ElementPath(Array(path.indices.prefix(depth + 1))) }
        }
        return found
    }

    /// False when the element at `path`, or a view it lies in, has user interaction off
    /// (``Element/userInteractionEnabled`` false): UIKit's hit-testing passes over it and what it
    /// holds, so touches on it reach what lies behind
    /// (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled).
    public func receivesTouches(at path: ElementPath) -> Bool {
        !onPath(path) { $0.userInteractionEnabled?.value == false }
    }

    /// True when `test` holds for the root view or an element from the screen's views down to the
    /// one at `path` (as far as the path leads).
    private func onPath(_ path: ElementPath, _ test: (Element) -> Bool) -> Bool {
        if let root = rootViewElement, test(root) { return true }
        guard let first = path.indices.first, view.indices.contains(first) else { return false }
        var element = view[first]
        if test(element) { return true }
        for index in path.indices.dropFirst() {
            guard element.children.indices.contains(index) else { return false }
            element = element.children[index]
            if test(element) { return true }
        }
        return false
    }
}

extension Element {
    /// The element reached from this one down through its children by `indices` (itself for none),
    /// nil when there is none.
    public func descendant(at indices: ArraySlice<Int>) -> Element? {
        var element = self
        for index in indices {
            guard element.children.indices.contains(index) else { return nil }
            element = element.children[index]
        }
        return element
    }

    /// The element's id, or the one its path gives it.
    func resolvedID(at path: ElementPath) -> String { id?.value ?? ElementPath.derivedID(kind: kind, path: path) }
}
