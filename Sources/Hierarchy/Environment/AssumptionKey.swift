import A11yCore

/// The stable keys of the model's assumptions (reference/assumptions.md): places where the sources conflict or
/// stay unverified, the model takes a default, and `.a11y-check.yml` (`assumptions:`) may choose
/// the other reading.
public enum AssumptionKey: String, CaseIterable, Sendable, Codable, Comparable {
    case overStylesHidePresenter
    case customPresentationLeaks
    case dismissRegion
    case alphaThreshold
    case rowTolerance
    case announcementStyle
    case assignedValueWins
    case defaultMask
    case contextStylesAdapt
    case sheetInCompactHeightCallsPresenter
    case preferredOrientationWins
    case preferredOrientationMismatchCrashes
    case promptHeight
    case cellWithControls

    public static func < (lhs: AssumptionKey, rhs: AssumptionKey) -> Bool {
        caseIndex(of: lhs) < caseIndex(of: rhs)
    }

    /// Hashes the case, not the raw string `RawRepresentable` would hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(caseIndex(of: self))
    }
}
