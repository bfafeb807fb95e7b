import A11yCore
import Hierarchy

extension SpecSchema {
    /// The properties of a UITabBarItem.
    private static var tabBarItemProperties: [String: JSONValue] {
        typealias S = SchemaBuilders
        return [
            "title": S.text("Tab title."),
            "image": S.text("Image name."),
            "badge": S.text("badgeValue, spoken as the value unless value is given."),
            "label": S.text("accessibilityLabel."),
            "value": S.text("accessibilityValue."),
            "hint": S.text("accessibilityHint."),
            "enabled": S.boolean("isEnabled."),
        ]
    }

    static func screenDefinitions() -> [String: JSONValue] {
        typealias S = SchemaBuilders
        let barItems = S.list(of: S.reference("barItem"), "Bar button items.")
        let screenProperties: [String: JSONValue] = [
            "class": S.text("The class name, used in messages."),
            "title": S.text("UIViewController.title."),
            "navigationItem": S.reference("navigationItem"),
            "toolbarItems": S.list(of: S.reference("barItem"), "Items shown when the navigation controller's toolbar is visible."),
            "tabBarItem": S.reference("tabBarItem"),
            "orientations": S.reference("idiomMask", "supportedInterfaceOrientations override."),
            "preferredOrientation": S.reference("orientation", "preferredInterfaceOrientationForPresentation."),
            "shouldAutorotate": S.boolean("shouldAutorotate (default true)."),
            "modalPresentationStyle": S.oneOf(PresentationStyle.self, "The screen's own modalPresentationStyle."),
            "modalTransitionStyle": S.oneOf(TransitionStyle.self, "The screen's own modalTransitionStyle."),
            "definesPresentationContext": S.boolean("definesPresentationContext."),
            "providesPresentationContextTransitionStyle": S.boolean("providesPresentationContextTransitionStyle."),
            "preferredContentSize": S.reference("size", "preferredContentSize (form sheets, popovers)."),
            "modalInPresentation": S.boolean("isModalInPresentation: no interactive dismissal."),
            "escape": S.boolean("Implements accessibilityPerformEscape."),
            "rotationHandling": S.oneOf(RotationHandling.self, "traits: willTransition(to: UITraitCollection); size: viewWillTransition(to:with:); none."),
            "refreshOn": S.oneOf(RefreshTrigger.self, "What the screen relies on to refresh after something it presented is dismissed."),
            "component": S.boolean("A view no view controller shows as its own (a cell, a xib's reusable view): its elements are checked, not the page (heading, empty screen, escape, orientation)."),
            "rootView": S.reference("rootView"),
            "backgroundColor": S.reference("color", "The root view's backgroundColor (or give it in rootView, not both)."),
            "view": S.list(of: S.reference("element"), "The root view's subviews, back to front."),
        ]
        var overrideProperties = screenProperties.filter { OverrideDecoder.keys.contains($0.key) }
        overrideProperties["match"] = S.reference("match")
        overrideProperties["elements"] = S.list(of: S.reference("element"),
                                                "Elements (with the id of an imported element) whose properties replace the imported ones.")
        return [
            "screen": S.object(screenProperties, "A content view controller."),
            "override": S.object(overrideProperties, "What code decides about an imported screen.", required: ["match"]),
            "match": S.object([
                "storyboardIdentifier": S.text("The screen's storyboard identifier (Storyboard ID)."),
                "class": S.text("The view controller's custom class."),
                "screen": S.text("The screen id, as `a11y-check import` writes it."),
            ], "Which imported screens the override changes: exactly one key."),
            "rootView": S.object(elementProperties(for: .view).filter { ElementDecoder.rootViewKeys.contains($0.key) },
                                 "The view controller's own view as an element: accessibilityElements (order), containerType, traits, isAccessibilityElement, shouldGroupAccessibilityChildren, backgroundColor. Its subviews are the screen's view."),
            "navigationItem": S.object([
                "title": S.text("navigationItem.title (wins over the screen title)."),
                "prompt": S.text("prompt: one line of text above the title row; the bar grows by its row."),
                "largeTitle": S.boolean("Large title display."),
                "leftItems": barItems,
                "rightItems": barItems,
                "backButtonTitle": S.text("backBarButtonItem title, shown by the screen pushed above this one."),
                "hidesBackButton": S.boolean("hidesBackButton."),
                "titleView": S.reference("element", "An element shown instead of the title."),
            ], "UINavigationItem."),
            "tabBarItem": S.object(tabBarItemProperties, "UITabBarItem."),
            "tabBarButtonItem": S.object(
                tabBarItemProperties.merging(["id": S.text("Id of the item's button (default: the tab bar's id, '.', its index).")]) { $1 },
                "An item of a standalone UITabBar."),
            "barItem": S.object([
                "id": S.text("Id (messages, popover sources)."),
                "title": S.text("Title."),
                "image": S.text("The name of an image of the app's asset catalogs (UIImage(named:))."),
                "systemImage": S.text("The name of an SF Symbol (UIImage(systemName:)), instead of image."),
                "label": S.text("accessibilityLabel."),
                "system": S.text("A UIBarButtonItem.SystemItem name such as done, add, close."),
                "enabled": S.boolean("isEnabled (default true); false is announced Dimmed."),
                "unwinds": S.boolean("A tap performs an unwind segue (Interface Builder's Exit): a way out of the screen."),
                "dismisses": S.boolean("A tap runs code that dismisses the screen: a way out, like an unwind segue."),
                "actionFromCode": S.boolean("A tap runs an action a11y-check has not read: whether it leaves the screen is unknown."),
                "customView": S.reference("element", "A view the item shows instead of a button, whose elements VoiceOver reads (a screen's items; a standalone bar's custom views are its children)."),
            ], "A bar button item."),
        ]
    }
}
