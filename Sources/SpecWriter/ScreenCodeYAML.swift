import Hierarchy

/// What a screen's view controller answers about orientation (`supportedInterfaceOrientations`,
/// `preferredInterfaceOrientationForPresentation`, `shouldAutorotate`), which only code says, and
/// the answers code sets to values a11y-check does not know, as comments naming their Swift lines.
enum ScreenCodeYAML {
    /// The spec key of each property code can leave unknown.
    static func key(_ setting: ScreenSetting) -> String {
        switch setting {
        case .supportedInterfaceOrientations: "orientations"
        case .preferredInterfaceOrientationForPresentation: "preferredOrientation"
        case .shouldAutorotate: "shouldAutorotate"
        case .modalPresentationStyle: "modalPresentationStyle"
        case .modalTransitionStyle: "modalTransitionStyle"
        case .definesPresentationContext: "definesPresentationContext"
        case .isModalInPresentation: "modalInPresentation"
        case .leftBarButtonItems: "navigationItem.leftItems"
        case .rightBarButtonItems: "navigationItem.rightItems"
        case .sectionHeaders: "section headers"
        }
    }

    /// The orientation answers, each below its Swift line when code gave it.
    static func writeOrientations(_ screen: Screen, indent: Int, to text: inout YAMLText) {
        text.field(indent, "orientations", screen.orientations, masks)
        text.field(indent, "preferredOrientation", screen.preferredOrientation) { $0.rawValue }
        text.field(indent, "shouldAutorotate", screen.shouldAutorotate) { YAMLText.bool($0) }
    }

    /// `# orientations: set in code, unknown (App/PlayerViewController.swift:10)` for each
    /// property code sets to a value a11y-check does not know, in ``ScreenSetting`` order.
    static func writeUnknowns(_ screen: Screen, indent: Int, to text: inout YAMLText) {
        for setting in ScreenSetting.allCases {
            guard let unknown = screen.unknown(setting) else { continue }
            text.code(indent, CodeOrigin.unknownComment(key(setting), at: unknown.location))
        }
    }

    /// A mask as the format reads it: a named mask (`all`), one orientation, or a list.
    static func mask(_ mask: OrientationMask) -> String {
        if let named = OrientationMask.named.first(where: { $0.mask == mask }) { return named.name }
        let names = mask.names
        return names.count == 1 ? names[0] : YAMLText.list(names)
    }

    /// The same mask for every idiom, else `{iphone: ..., ipad: ...}` (an idiom left out keeps
    /// UIKit's default).
    static func masks(_ masks: IdiomMasks) -> String {
        if let iphone = masks.iphone, masks.ipad == iphone { return mask(iphone) }
        return YAMLText.flow([("iphone", masks.iphone.map(mask)), ("ipad", masks.ipad.map(mask))])
    }
}
