/// The UIKit classes an app's class can descend from that a11y-check models or names in a
/// superclass chain. A first inherited type outside this list and outside the app's own classes
/// is not known to be a class (it may be a protocol or another module's class).
enum UIKitClasses {
    static let controllers: Set<String> = [
        "UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController",
        "UIPageViewController", "UITableViewController", "UICollectionViewController",
        "UIAlertController", "UISearchController", "UIActivityViewController", "UIImagePickerController",
        "UIDocumentPickerViewController", "UIReferenceLibraryViewController", "UIInputViewController",
    ]

    static let views: Set<String> = [
        "UIView", "UIControl", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIProgressView",
        "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UIScrollView", "UITableView",
        "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UISearchBar", "UINavigationBar", "UITabBar",
        "UIToolbar", "UIVisualEffectView", "UIWindow", "UIColorWell",
    ]

    static let others: Set<String> = ["NSObject", "UIResponder", "UIPresentationController", "UIStoryboardSegue"]

    /// Every known UIKit class.
    static let known: Set<String> = controllers.union(views).union(others)

    /// The superclass of each UIKit view class below `UIView`
    /// (https://developer.apple.com/documentation/uikit/uicontrol,
    /// https://developer.apple.com/documentation/uikit/uiscrollview): a view's class and these
    /// are the classes whose extension methods it may call.
    static let viewSuperclasses: [String: String] = {
        var superclasses: [String: String] = [:]
        for view in views where view != "UIView" { superclasses[view] = "UIView" }
        for control in ["UIButton", "UITextField", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
                        "UIDatePicker", "UIColorWell"] {
            superclasses[control] = "UIControl"
        }
        for scrolling in ["UITextView", "UITableView", "UICollectionView"] { superclasses[scrolling] = "UIScrollView" }
        superclasses["UICollectionViewCell"] = "UICollectionReusableView"
        return superclasses
    }()

    /// The superclass of each UIKit view controller class below `UIViewController`
    /// (https://developer.apple.com/documentation/uikit/uiimagepickercontroller: a navigation
    /// controller; the others descend from `UIViewController` itself): a controller's class and
    /// these are the classes whose extension methods it may call.
    static let controllerSuperclasses: [String: String] = {
        var superclasses: [String: String] = [:]
        for controller in controllers where controller != "UIViewController" { superclasses[controller] = "UIViewController" }
        superclasses["UIImagePickerController"] = "UINavigationController"
        return superclasses
    }()

    /// The subviews a UIKit class makes and hands its subclasses as properties, which code sets
    /// like outlets and Interface Builder names on the views it draws for them (a styled cell's
    /// `textLabel="..."`): UITableViewCell's `textLabel`, `detailTextLabel` and `imageView`
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel), each with the
    /// UIKit class it holds.
    static let subviewProperties: [String: [String: String]] = [
        "UITableViewCell": ["textLabel": "UILabel", "detailTextLabel": "UILabel", "imageView": "UIImageView"],
    ]
}
