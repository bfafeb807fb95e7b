/// Lookup over every view controller of a scene: by id, its parent, and which tree (the root's,
/// or the one a presentation brings) it belongs to.
public struct SceneNodes: Sendable {
    /// The tree that holds a node: the window root's, or that of the presentation at an index.
    public enum Tree: Hashable, Sendable {
        case root
        case presentation(Int)
    }

    /// Every view controller of the scene as ``Scene/allNodes`` lists them (the root's tree, then
    /// each presented tree, each depth first in spec order): listed once for every environment
    /// the scene is resolved in.
    public let all: [ViewControllerNode]
    private var nodesByID: [String: ViewControllerNode] = [:]
    private var parentIDs: [String: String] = [:]
    private var trees: [String: Tree] = [:]
    private var tops: [Tree: ViewControllerNode] = [:]

    /// Indexes the root and every presented node of `scene`.
    public init(_ scene: Scene) {
        all = scene.allNodes
        add(scene.root, tree: .root)
        for (index, presentation) in scene.presentations.enumerated() {
            add(presentation.presented, tree: .presentation(index))
        }
    }

    private mutating func add(_ top: ViewControllerNode, tree: Tree) {
        tops[tree] = top
        var stack = [top]
        while let node = stack.popLast() {
            // A node that appears twice is a spec error the decoder reports; the first place wins.
            guard nodesByID[node.id] == nil else { continue }
            nodesByID[node.id] = node
            trees[node.id] = tree
            for child in node.children where nodesByID[child.id] == nil {
                parentIDs[child.id] = node.id
                stack.append(child)
            }
        }
    }

    /// The node with `id`.
    public func node(_ id: String) -> ViewControllerNode? { nodesByID[id] }

    /// The container `node` is a child of; nil for the top of a tree.
    public func parent(of node: ViewControllerNode) -> ViewControllerNode? {
        parentIDs[node.id].flatMap { nodesByID[$0] }
    }

    /// The tree `node` belongs to.
    public func tree(of node: ViewControllerNode) -> Tree {
        trees[node.id] ?? .root
    }

    /// The top of the tree `node` belongs to: the window root or a presented view controller.
    public func top(of node: ViewControllerNode) -> ViewControllerNode {
        tops[tree(of: node)] ?? node
    }

    /// `node` and its parents, innermost first, up to the top of its tree.
    public func ancestry(of node: ViewControllerNode) -> [ViewControllerNode] {
        var result = [node]
        while let parent = parent(of: result[result.count - 1]) { result.append(parent) }
        return result
    }
}
