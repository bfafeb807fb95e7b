import Hierarchy
import Testing

/// UIKit's system colours by appearance and iOS version, from the Human Interface Guidelines
/// "Color" tables (https://developer.apple.com/design/human-interface-guidelines/color): the 2019
/// table (iOS 13), the 2021 table (iOS 15: new teal, cyan and mint) and the June 9, 2025 update
/// (iOS 26). format.md, "Colours", lists where sources disagree.
@Suite struct SystemColorTests {
    private static func hex(_ color: Color) -> String {
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha < 1 ? byte(color.alpha) : "")
    }

    private static func values(_ color: SystemColor, iOS major: Int) -> String {
        let version = IOSVersion(major)!
        return hex(color.value(in: ColorContext(appearance: .light, iosVersion: version))) + " "
            + hex(color.value(in: ColorContext(appearance: .dark, iosVersion: version)))
    }

    @Test func systemTealChangedWithIOS15AndIOS26() {
        #expect(Self.values(.systemTeal, iOS: 13) == "#5AC8FA #64D2FF")
        #expect(Self.values(.systemTeal, iOS: 14) == "#5AC8FA #64D2FF")
        #expect(Self.values(.systemTeal, iOS: 15) == "#30B0C7 #40C8E0")
        #expect(Self.values(.systemTeal, iOS: 18) == "#30B0C7 #40C8E0")
        #expect(Self.values(.systemTeal, iOS: 26) == "#00C3D0 #00D2E0")
    }

    @Test func accentColoursOfIOS13AndIOS26() {
        #expect(Self.values(.systemBlue, iOS: 13) == "#007AFF #0A84FF")
        #expect(Self.values(.systemBlue, iOS: 26) == "#0088FF #0091FF")
        #expect(Self.values(.systemRed, iOS: 13) == "#FF3B30 #FF453A")
        #expect(Self.values(.systemGreen, iOS: 26) == "#34C759 #30D158")
    }

    @Test func semanticColoursFollowTheAppearanceOnly() {
        #expect(Self.values(.label, iOS: 13) == "#000000 #FFFFFF")
        #expect(Self.values(.label, iOS: 26) == "#000000 #FFFFFF")
        #expect(Self.values(.secondaryLabel, iOS: 26) == "#3C3C4399 #EBEBF599")
        #expect(Self.values(.systemBackground, iOS: 26) == "#FFFFFF #000000")
        #expect(Self.values(.secondarySystemBackground, iOS: 26) == "#F2F2F7 #1C1C1E")
        #expect(Self.values(.systemGroupedBackground, iOS: 26) == "#F2F2F7 #000000")
    }

    @Test func whatVariesAndWhatIsDynamic() {
        #expect(SystemColor.label.variesWithAppearance)
        #expect(!SystemColor.white.variesWithAppearance && !SystemColor.white.isDynamic)
        #expect(!SystemColor.systemGray.variesWithAppearance && !SystemColor.systemGray.isDynamic)
        #expect(ColorValue.named(NamedColor(name: "ink", light: Color(red: 0, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 0))).isDynamic == false)
        #expect(!ColorValue.fixed(Color(red: 1, green: 0, blue: 0)).variesWithAppearance)
    }
}
