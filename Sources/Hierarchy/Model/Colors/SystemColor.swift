/// A UIKit system or semantic colour (`UIColor.systemTeal`, `UIColor.label`, ...), as a spec
/// names it: `system:systemTeal`, `system:label`.
///
/// Values are the Human Interface Guidelines' "Color" tables (default contrast): the iOS 13 table
/// (2019) for iOS 13 and 14, the iOS 15 table (2021: new systemTeal, systemCyan and systemMint)
/// for iOS 15 to 18, and the table Apple updated on June 9, 2025 for iOS 26. systemCyan and
/// systemMint, added in iOS 15, take their iOS 15 values on earlier versions. The semantic colours
/// (labels, backgrounds, separators, fills) kept their values.
public enum SystemColor: String, CaseIterable, Sendable {
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan, systemBlue
    case systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link, separator, opaqueSeparator
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case lightText, darkText, white, black, clear

    /// The prefix a spec writes before the name.
    public static let prefix = "system:"

    /// The value drawn in `context`.
    public func value(in context: ColorContext) -> Color {
        let pair = values(era: Era(context.iosVersion))
        return context.appearance == .dark ? pair.dark : pair.light
    }

    /// True when the light and dark values differ on some iOS version.
    public var variesWithAppearance: Bool {
        Era.allCases.contains { era in
            let pair = values(era: era)
            return pair.light != pair.dark
        }
    }

    /// True when the value differs between appearances or iOS versions.
    public var isDynamic: Bool {
        let first = values(era: .iOS13)
        return Era.allCases.contains { era in
            let pair = values(era: era)
            return pair.light != pair.dark || pair.light != first.light || pair.dark != first.dark
        }
    }

    /// The tables of the Human Interface Guidelines by the iOS versions they apply to.
    enum Era: CaseIterable {
        case iOS13, iOS15, iOS26

        init(_ version: IOSVersion) {
            self = version.isAtLeast(26) ? .iOS26 : version.isAtLeast(15) ? .iOS15 : .iOS13
        }
    }

    /// The light and dark values in `era`.
    func values(era: Era) -> (light: Color, dark: Color) {
        if let chromatic = chromatic(era: era) { return chromatic }
        switch self {
        case .systemGray: return (rgb(0x8E8E93), rgb(0x8E8E93))
        case .systemGray2: return (rgb(0xAEAEB2), rgb(0x636366))
        case .systemGray3: return (rgb(0xC7C7CC), rgb(0x48484A))
        case .systemGray4: return (rgb(0xD1D1D6), rgb(0x3A3A3C))
        case .systemGray5: return (rgb(0xE5E5EA), rgb(0x2C2C2E))
        case .systemGray6: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .label: return (rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return (rgb(0x3C3C43, alpha: 0.6), rgb(0xEBEBF5, alpha: 0.6))
        case .tertiaryLabel: return (rgb(0x3C3C43, alpha: 0.3), rgb(0xEBEBF5, alpha: 0.3))
        case .quaternaryLabel: return (rgb(0x3C3C43, alpha: 0.18), rgb(0xEBEBF5, alpha: 0.16))
        case .placeholderText: return (rgb(0x3C3C43, alpha: 0.3), rgb(0xEBEBF5, alpha: 0.3))
        case .link: return (rgb(0x007AFF), rgb(0x0984FF))
        case .separator: return (rgb(0x3C3C43, alpha: 0.29), rgb(0x545458, alpha: 0.6))
        case .opaqueSeparator: return (rgb(0xC6C6C8), rgb(0x38383A))
        case .systemBackground: return (rgb(0xFFFFFF), rgb(0x000000))
        case .secondarySystemBackground: return (rgb(0xF2F2F7), rgb(0x1C1C1E))
        case .tertiarySystemBackground: return (rgb(0xFFFFFF), rgb(0x2C2C2E))
        case .systemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x000000))
        case .secondarySystemGroupedBackground: return (rgb(0xFFFFFF), rgb(0x1C1C1E))
        case .tertiarySystemGroupedBackground: return (rgb(0xF2F2F7), rgb(0x2C2C2E))
        case .systemFill: return (rgb(0x787880, alpha: 0.2), rgb(0x787880, alpha: 0.36))
        case .secondarySystemFill: return (rgb(0x787880, alpha: 0.16), rgb(0x787880, alpha: 0.32))
        case .tertiarySystemFill: return (rgb(0x767680, alpha: 0.12), rgb(0x767680, alpha: 0.24))
        case .quaternarySystemFill: return (rgb(0x747480, alpha: 0.08), rgb(0x767680, alpha: 0.18))
        case .lightText: return (rgb(0xFFFFFF, alpha: 0.6), rgb(0xFFFFFF, alpha: 0.6))
        case .darkText, .black: return (rgb(0x000000), rgb(0x000000))
        case .white: return (rgb(0xFFFFFF), rgb(0xFFFFFF))
        default: return (rgb(0x000000, alpha: 0), rgb(0x000000, alpha: 0))  // clear; the accent colours are answered above
        }
    }

    /// The accent colours, whose values changed with iOS 15 and iOS 26; nil for the others.
    private func chromatic(era: Era) -> (light: Color, dark: Color)? {
        let hex: (UInt32, UInt32)
        switch (self, era) {
        case (.systemRed, .iOS26): hex = (0xFF383C, 0xFF4245)
        case (.systemRed, _): hex = (0xFF3B30, 0xFF453A)
        case (.systemOrange, .iOS26): hex = (0xFF8D28, 0xFF9230)
        case (.systemOrange, _): hex = (0xFF9500, 0xFF9F0A)
        case (.systemYellow, .iOS26): hex = (0xFFCC00, 0xFFD600)
        case (.systemYellow, _): hex = (0xFFCC00, 0xFFD60A)
        case (.systemGreen, _): hex = (0x34C759, 0x30D158)
        case (.systemMint, .iOS26): hex = (0x00C8B3, 0x00DAC3)
        case (.systemMint, _): hex = (0x00C7BE, 0x63E6E2)
        case (.systemTeal, .iOS26): hex = (0x00C3D0, 0x00D2E0)
        case (.systemTeal, .iOS15): hex = (0x30B0C7, 0x40C8E0)
        case (.systemTeal, .iOS13): hex = (0x5AC8FA, 0x64D2FF)
        case (.systemCyan, .iOS26): hex = (0x00C0E8, 0x3CD3FE)
        case (.systemCyan, _): hex = (0x32ADE6, 0x64D2FF)
        case (.systemBlue, .iOS26): hex = (0x0088FF, 0x0091FF)
        case (.systemBlue, _): hex = (0x007AFF, 0x0A84FF)
        case (.systemIndigo, .iOS26): hex = (0x6155F5, 0x6D7CFF)
        case (.systemIndigo, _): hex = (0x5856D6, 0x5E5CE6)
        case (.systemPurple, .iOS26): hex = (0xCB30E0, 0xDB34F2)
        case (.systemPurple, _): hex = (0xAF52DE, 0xBF5AF2)
        case (.systemPink, _): hex = (0xFF2D55, 0xFF375F)
        case (.systemBrown, .iOS26): hex = (0xAC7F5E, 0xB78A66)
        case (.systemBrown, _): hex = (0xA2845E, 0xAC8E68)
        default: return nil
        }
        return (rgb(hex.0), rgb(hex.1))
    }

    private func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
        Color(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }
}

extension SystemColor {
    /// The system colour Interface Builder and asset catalogs name `name` (`systemTealColor`,
    /// `labelColor`, `groupTableViewBackgroundColor`: the UIColor property with `Color` added);
    /// nil for a name the model does not know. `tableCellGroupedBackgroundColor`, which Interface
    /// Builder lists for a grouped table's cells and UIKit gives them as their `backgroundColor`,
    /// has no public UIColor property: it is drawn as `secondarySystemGroupedBackground`, the
    /// colour "for content layered on top of the main background of your grouped interface"
    /// ([secondarySystemGroupedBackground](https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground)),
    /// white in the light appearance and #1C1C1E in the dark one, where the file's resources give
    /// only the white.
    public init?(interfaceBuilderName name: String) {
        if let alias = Self.interfaceBuilderAliases[name] {
            self = alias
            return
        }
        guard name.hasSuffix("Color") else { return nil }
        self.init(rawValue: String(name.dropLast("Color".count)))
    }

    /// The names ``init(interfaceBuilderName:)`` reads, for "did you mean" hints.
    public static var interfaceBuilderNames: [String] {
        allCases.map { $0.rawValue + "Color" } + interfaceBuilderAliases.keys.sorted()
    }

    /// Interface Builder's names that are no UIColor property's, with the colour each draws.
    private static let interfaceBuilderAliases: [String: SystemColor] = [
        "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
    ]
}
