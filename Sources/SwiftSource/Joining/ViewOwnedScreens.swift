import A11yCore
import Hierarchy

/// A xib whose File's Owner is a view, not a view controller: a custom view class that loads its
/// own xib and names its top-level view with an outlet called `view`
/// (https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)).
/// Interface Builder records the same `view` outlet a view controller has, so the file alone reads
/// as a controller's page; the app's Swift code says the class descends from a UIKit view, so the
/// screen is a component (``Screen/component``): its elements are checked, not a page it is not
/// (no heading, empty screen, orientation or lifecycle of its own).
enum ViewOwnedScreens {
    /// Marks the screens of a xib whose class code shows to be a view as components, located at
    /// the class's declaration.
    static func apply(_ facts: CodeFacts, to file: inout SpecFile) {
        guard file.path.lowercased().hasSuffix(".xib") else { return }
        for index in file.screens.indices where file.screens[index].component?.value != true {
            guard let name = file.screens[index].className?.value, let declared = facts.classes[name],
                  let base = facts.uikitBase(of: name), UIKitClasses.views.contains(base) else { continue }
            file.screens[index].component = Located(true, at: declared.location)
        }
    }
}
