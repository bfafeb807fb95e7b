import A11yCore
import Hierarchy

/// Scroll views at the top of a controller's root view, whose content UIKit insets by the safe
/// area: the status bar and the bars above the screen on the device the app runs on.
///
/// Interface Builder lays out a table's or scroll view's content from the view's top, and draws
/// the bars of the document's preview device (`<device id=…>`, a 4.7-inch iPhone's 20 + 44
/// points, an iPhone 16's 59 + 44) over it. At run time
/// `contentInsetAdjustmentBehavior` `automatic`, UIKit's default, moves the content below the
/// bars of the actual device, navigation bar, prompt and large title included
/// ([automatic](https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic)).
/// So the preview device's bars are not baked into the frames: the view is marked `automatic`
/// and each environment's analysis moves its content by the part of that environment's safe
/// area its top lies under.
enum SafeAreaContent {
    /// `element` marked as adjusting its content inset when it is a scroll, table or collection
    /// view whose `contentInsetAdjustmentBehavior` is not `never`.
    static func adjusted(_ element: Element, node: XMLNode) -> Element {
        guard [.scroll, .table, .collection].contains(element.kind), !node.attribute(.contentInsetAdjustmentBehavior, is: "never") else {
            return element
        }
        var adjusted = element
        adjusted.contentInsetAdjustment = Located(.automatic, at: node.location)
        return adjusted
    }
}
