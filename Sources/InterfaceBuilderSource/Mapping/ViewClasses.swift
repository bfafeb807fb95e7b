import Hierarchy

/// What ``ElementMapper`` makes of each element name of one file: a search bar, a view of an
/// element kind, a UIKit class read as a `custom` element, or no view it knows. Each name is
/// looked up in ``ElementMapper/kinds`` and ``ElementMapper/customClasses`` once, when a view
/// of that name is first mapped, and found by the name's index afterwards, instead of hashing
/// the name for every view.
struct ViewClasses {
    /// What a view element name stands for.
    enum ViewClass {
        case searchBar
        case kind(ElementKind)
        case uikitClass(String)
        case unknown
    }

    /// By name index (``XMLNode/nameIndex``); nil for a name not looked up yet.
    private var classes: [ViewClass?]

    /// Room for the `nameCount` names of a file.
    init(nameCount: Int) {
        classes = Array(repeating: nil, count: nameCount)
    }

    /// What the name of `node` stands for.
    mutating func viewClass(of node: XMLNode) -> ViewClass {
        let index = Int(node.nameIndex)
        if let known = classes[index] { return known }
        let name = node.name
        let found: ViewClass = if name == "searchBar" {
            .searchBar
        } else if let kind = ElementMapper.kinds[name] {
            .kind(kind)
        } else if let uikitClass = ElementMapper.customClasses[name] {
            .uikitClass(uikitClass)
        } else {
            .unknown
        }
        classes[index] = found
        return found
    }
}
