import A11yCore
import Foundation

/// The values of every assumption of reference/assumptions.md. The defaults are the model's readings; a config
/// changes them by key with ``applying(_:)``.
public struct Assumptions: Hashable, Sendable {
    /// What a view controller reports when it does not override `supportedInterfaceOrientations`.
    public enum DefaultMask: String, CaseIterable, Sendable, Codable {
        /// iPhone allButUpsideDown, iPad all (Apple documentation).
        case documented
        /// As documented, except `all` on iOS 18+ for a view controller whose resolved style is a sheet.
        case sheetStylesAll
    }

    /// How announcements are written.
    public enum AnnouncementStyle: String, CaseIterable, Sendable, Codable {
        /// AccessibilitySnapshot's legends: "Close. Button."
        case snapshot
        /// VoiceOver speech: "Close, button"
        case speech
    }

    /// What a UITableViewCell is when something inside it is an interactive accessibility element
    /// of its own (a switch, a text field, a button…) and the spec leaves `accessible` unset.
    public enum CellWithControls: String, CaseIterable, Sendable, Codable {
        /// Not an accessibility element: a container whose text and controls VoiceOver reaches one by one.
        case container
        /// One accessibility element whose label joins its children's, hiding the controls.
        case element
    }

    /// Every non-custom style hides the presenter from VoiceOver (experiment E0).
    public var overStylesHidePresenter = true
    /// A custom presentation exposes the presenter unless the presented view is modal.
    public var customPresentationLeaks = true
    /// Regular-width iPad popovers and non-filling page sheets expose the `dismissRegion` element.
    public var dismissRegion = true
    /// Elements with alpha at or below this are hidden.
    public var alphaThreshold = 0.0
    /// Points within which two elements count as one row, on iPhone.
    public var rowToleranceIPhone = 8.0
    /// Points within which two elements count as one row, on iPad.
    public var rowToleranceIPad = 13.0
    /// How announcements are written.
    public var announcementStyle = AnnouncementStyle.snapshot
    /// A `value` given to a UISlider, UIPageControl, UITextField or UITextView replaces the value
    /// the control speaks on its own (a UISwitch always keeps its own: observed).
    public var assignedValueWins = true
    /// What a view controller without an override answers.
    public var defaultMask = DefaultMask.documented
    /// currentContext and overCurrentContext adapt to fullScreen in compact width.
    public var contextStylesAdapt = false
    /// A sheet shown full screen in compact height removes the presenter's views like fullScreen.
    public var sheetInCompactHeightCallsPresenter = false
    /// A full-screen presentation starts in its preferred orientation even when the device's is allowed.
    public var preferredOrientationWins = true
    /// The last iOS major version on which a preferred orientation outside the mask crashes.
    public var preferredOrientationMismatchCrashesThrough = 12
    /// Points a navigation item's `prompt` adds to its navigation bar, as a row above the title.
    public var promptHeight = 30.0
    /// What a cell holding a control is when the spec does not say.
    public var cellWithControls = CellWithControls.container

    /// The defaults of reference/assumptions.md.
    public init() {}

    /// The defaults.
    public static let defaults = Assumptions()

    /// Whether `preferredInterfaceOrientationForPresentation` outside the mask crashes on `version`.
    public func preferredOrientationMismatchCrashes(on version: IOSVersion) -> Bool {
        version.major <= preferredOrientationMismatchCrashesThrough
    }

    /// The row tolerance on `idiom`.
    public func rowTolerance(on idiom: DeviceIdiom) -> Double {
        idiom == .iphone ? rowToleranceIPhone : rowToleranceIPad
    }

    /// These assumptions with the config's values (`assumptions:` key -> value) applied. Booleans
    /// take `true`/`false`; `alphaThreshold` a number; `rowTolerance` a number or
    /// `iphone:N,ipad:M`; `announcementStyle` `snapshot`/`speech`; `defaultMask`
    /// `documented`/`sheetStylesAll`; `preferredOrientationMismatchCrashes` the last crashing
    /// iOS major version (`12`), `never` or `always`; `promptHeight` a number of points;
    /// `cellWithControls` `container`/`element`. Throws on the first unknown key or value.
    public func applying(_ overrides: [String: String]) throws(AssumptionError) -> Assumptions {
        var result = self
        for (name, rawValue) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let key = AssumptionKey(rawValue: name) else {
                throw AssumptionError(key: name, value: rawValue, problem: .unknownKey)
            }
            let value = rawValue.trimmingCharacters(in: .whitespaces)
            guard result.set(key, to: value) else {
                throw AssumptionError(key: name, value: rawValue, problem: .invalidValue)
            }
        }
        return result
    }

    /// Sets one assumption; false when the value does not fit the key.
    private mutating func set(_ key: AssumptionKey, to value: String) -> Bool {
        switch key {
        case .overStylesHidePresenter: return Self.assign(Bool(value), to: &overStylesHidePresenter)
        case .customPresentationLeaks: return Self.assign(Bool(value), to: &customPresentationLeaks)
        case .dismissRegion: return Self.assign(Bool(value), to: &dismissRegion)
        case .contextStylesAdapt: return Self.assign(Bool(value), to: &contextStylesAdapt)
        case .sheetInCompactHeightCallsPresenter: return Self.assign(Bool(value), to: &sheetInCompactHeightCallsPresenter)
        case .preferredOrientationWins: return Self.assign(Bool(value), to: &preferredOrientationWins)
        case .assignedValueWins: return Self.assign(Bool(value), to: &assignedValueWins)
        case .alphaThreshold: return Self.assign(Self.number(value, in: 0...1), to: &alphaThreshold)
        case .announcementStyle: return Self.assign(AnnouncementStyle(rawValue: value), to: &announcementStyle)
        case .defaultMask: return Self.assign(DefaultMask(rawValue: value), to: &defaultMask)
        case .cellWithControls: return Self.assign(CellWithControls(rawValue: value), to: &cellWithControls)
        case .rowTolerance: return setRowTolerance(value)
        case .promptHeight: return Self.assign(Self.number(value, in: 0...SpecLimits.maximumCoordinate), to: &promptHeight)
        case .preferredOrientationMismatchCrashes:
            let through = switch value {
            case "never": Int.min
            case "always": Int.max
            default: Int(value)
            }
            return Self.assign(through, to: &preferredOrientationMismatchCrashesThrough)
        }
    }

    private mutating func setRowTolerance(_ value: String) -> Bool {
        if let both = Self.number(value, in: 0...SpecLimits.maximumCoordinate) {
            rowToleranceIPhone = both
            rowToleranceIPad = both
            return true
        }
        for part in value.split(separator: ",") {
            let pair = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let points = Self.number(pair[1], in: 0...SpecLimits.maximumCoordinate) else { return false }
            switch pair[0] {
            case "iphone": rowToleranceIPhone = points
            case "ipad": rowToleranceIPad = points
            default: return false
            }
        }
        return true
    }

    /// A finite number within `range`; `nan`, `inf` and numbers outside it are not values.
    private static func number(_ text: String, in range: ClosedRange<Double>) -> Double? {
        Double(text).flatMap { range.contains($0) ? $0 : nil }
    }

    private static func assign<Value>(_ value: Value?, to target: inout Value) -> Bool {
        guard let value else { return false }
        target = value
        return true
    }
}

/// A config entry under `assumptions:` that names no assumption or gives a value it does not take.
public struct AssumptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the entry.
    public enum Problem: Hashable, Sendable {
        case unknownKey
        case invalidValue
    }

    public let key: String
    public let value: String
    public let problem: Problem

    /// Creates the error for one config entry.
    public init(key: String, value: String, problem: Problem) {
        self.key = key
        self.value = value
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .unknownKey:
            let hint = Suggestion.closest(to: key, in: AssumptionKey.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
            return "unknown assumption '\(key)'\(hint)"
        case .invalidValue:
            let row = Assumptions.table.first { $0.key.rawValue == key }
            return "assumption '\(key)' does not take '\(value)' (default: \(row?.defaultValue ?? "?"))"
        }
    }
}
