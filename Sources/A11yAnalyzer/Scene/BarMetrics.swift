import A11yCore
import Hierarchy

/// The sizes UIKit gives bars, sheets and popovers, used to place a scene's screens and bar
/// elements in window coordinates.
///
/// Sources: Apple's Human Interface Guidelines, "Layout" (safe areas) and UIKit's defaults as
/// measured in the iOS 17/18 simulators: a navigation bar and a toolbar are 44 pt tall, 32 pt on an
/// iPhone in compact height; a large title adds a 52 pt row below the bar (never in compact
/// height); a tab bar is 49 pt (32 pt on an iPhone in compact height) plus the bottom safe area;
/// the status bar (top safe area) is
/// 59 pt on Face ID iPhones in portrait (iPhone 14 Pro and later), 20 pt on iPhones with a home
/// button, 24 pt on iPads; the home indicator (bottom safe area) is 34 pt on Face ID iPhones in
/// portrait, 21 pt in landscape, 20 pt on iPads, 0 with a home button; iPhones hide the status
/// bar in landscape, where Face ID iPhones keep 59 pt on each side clear of the sensor housing
/// (bar items move inwards; root views still span the window). A formSheet without `preferredContentSize` is 540 x 620 pt, a popover
/// without one 320 x 480 pt (`UIPopoverPresentationController` default); a pageSheet in regular
/// width is as wide as the device in portrait (UIModalPresentationStyle documentation, "pageSheet")
/// and every sheet card starts 10 pt below the top safe area; a popover's arrow is 13 pt; a split
/// view controller's primary and supplementary columns are 320 pt wide in regular width
/// (`UISplitViewController.preferredPrimaryColumnWidth`'s default on iPad).
public enum BarMetrics {
    /// Height of the large title row below a navigation bar.
    public static let largeTitleHeight = 52.0
    /// Horizontal margin of bar items.
    public static let itemMargin = 8.0
    /// Width given to each bar button item.
    public static let itemWidth = 60.0
    /// Gap between a sheet card and the top safe area.
    public static let sheetTopGap = 10.0
    /// The default formSheet size.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// The default popover content size.
    public static let popoverSize = Size(width: 320, height: 480)
    /// Width of a split view controller's primary and supplementary columns.
    public static let splitColumnWidth = 320.0
    /// The popover arrow's length.
    public static let popoverArrow = 13.0

    /// True on an iPhone in compact height, where bars are compact and large titles collapse.
    public static func isCompactBars(in environment: Environment) -> Bool {
        environment.device.idiom == .iphone && environment.sizeClasses.vertical == .compact
    }

    /// Height of a navigation bar and of a toolbar.
    public static func barHeight(in environment: Environment) -> Double {
        isCompactBars(in: environment) ? 32 : 44
    }

    /// Height of a tab bar above the bottom safe area.
    public static func tabBarHeight(in environment: Environment) -> Double {
        isCompactBars(in: environment) ? 32 : 49
    }

    /// The top safe area inset (status bar) of the full window in `environment`.
    public static func topSafeArea(in environment: Environment) -> Double {
        let device = environment.device
        if device.idiom == .ipad { return 24 }
        if environment.orientation.isLandscape { return 0 }
        return device.hasHomeButton ? 20 : 59
    }

    /// The left and right safe area inset of the full window in `environment`.
    public static func sideSafeArea(in environment: Environment) -> Double {
        environment.device.isFaceIDPhone && environment.orientation.isLandscape ? 59 : 0
    }

    /// The bottom safe area inset (home indicator) of the full window in `environment`.
    public static func bottomSafeArea(in environment: Environment) -> Double {
        let device = environment.device
        if device.idiom == .ipad { return 20 }
        if device.hasHomeButton { return 0 }
        return environment.orientation.isLandscape ? 21 : 34
    }
}
