/// `UIScrollView.ContentInsetAdjustmentBehavior`, as far as the model follows it: whether a scroll,
/// table or collection view insets its content by the part of the safe area its top lies under
/// (the status bar, a navigation bar, a large title), which depends on the device and the bars
/// around the screen
/// ([contentInsetAdjustmentBehavior](https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property)).
public enum ContentInsetAdjustment: String, CaseIterable, Sendable, Codable {
    /// UIKit's default ([automatic](https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic)):
    /// the children's frames are in the content, which starts at the safe area's top when the
    /// view's top is above it.
    case automatic
    /// No adjustment: the children's frames are where they are drawn.
    case never
}
