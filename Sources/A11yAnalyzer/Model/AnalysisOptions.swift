import A11yCore
import Hierarchy

/// The assumptions of reference/assumptions.md that the accessibility model depends on.
public struct AnalysisOptions: Hashable, Sendable {
    /// Views with alpha at or below this are hidden (`alphaThreshold`, default 0).
    public var alphaThreshold: Double
    /// Points within which two origins count as one row; nil for the idiom's default
    /// (`rowTolerance`: 8 on iPhone, 13 on iPad).
    public var rowTolerance: Double?
    /// How announcements are written (`announcementStyle`, default `snapshot`).
    public var announcementStyle: Assumptions.AnnouncementStyle
    /// A `value` given to a slider, page control, text field or text view replaces the control's
    /// own value (`assignedValueWins`, default true).
    public var assignedValueWins: Bool
    /// Points a navigation item's `prompt` adds to the navigation bar (`promptHeight`, default 30).
    public var promptHeight: Double
    /// What a UITableViewCell holding a control is when its `accessible` is not given
    /// (`cellWithControls`, default `container`).
    public var cellWithControls: Assumptions.CellWithControls
    /// The iOS release whose VoiceOver speech the announcements follow (``VoiceOverRelease``).
    public var voiceOverRelease: VoiceOverRelease

    /// Options with the given values; the defaults are those of reference/assumptions.md.
    public init(alphaThreshold: Double = 0, rowTolerance: Double? = nil,
                announcementStyle: Assumptions.AnnouncementStyle = .snapshot, assignedValueWins: Bool = true,
                promptHeight: Double = 30, cellWithControls: Assumptions.CellWithControls = .container,
                voiceOverRelease: VoiceOverRelease = .iOS26) {
        self.alphaThreshold = alphaThreshold
        self.rowTolerance = rowTolerance
        self.announcementStyle = announcementStyle
        self.assignedValueWins = assignedValueWins
        self.promptHeight = promptHeight
        self.cellWithControls = cellWithControls
        self.voiceOverRelease = voiceOverRelease
    }

    /// The options the shared assumptions give for `idiom` on `iosVersion`.
    public init(_ assumptions: Assumptions, idiom: DeviceIdiom, iosVersion: IOSVersion = .latest) {
        self.init(alphaThreshold: assumptions.alphaThreshold, rowTolerance: assumptions.rowTolerance(on: idiom),
                  announcementStyle: assumptions.announcementStyle, assignedValueWins: assumptions.assignedValueWins,
                  promptHeight: assumptions.promptHeight, cellWithControls: assumptions.cellWithControls,
                  voiceOverRelease: VoiceOverRelease(iosVersion))
    }

    /// The defaults of reference/assumptions.md.
    public static let defaults = AnalysisOptions()

    /// The row tolerance in force on `idiom`.
    public func rowTolerance(on idiom: DeviceIdiom) -> Double {
        rowTolerance ?? ReadingOrder.defaultRowTolerance(on: idiom)
    }
}
