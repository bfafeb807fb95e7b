import A11yAnalyzer
import Hierarchy
import AnalysisResult

/// The announcements of one scene's elements already built in other environments, so that an
/// element met again is not announced again. An announcement is a function of the element and
/// the announcement style alone (``SceneAccessibilityResult/announcement(for:)``), and the
/// environments of a matrix often expose a scene's elements alike (portrait and landscape of one
/// device share each screen's analysis): an element equal to the one at the same position of an
/// earlier environment's list, in the same style, takes that element's announcement.
struct SharedAnnouncements {
    /// One earlier environment's elements (reachable, then unreachable) and their announcements.
    private struct Announced {
        let style: Assumptions.AnnouncementStyle
        let elements: [AccessibilityElement]
        let announcements: [Announcement]
    }

    private var earlier: [Announced] = []

    /// The announcement of each of `elements` (the reachable elements of `result`, then its
    /// unreachable ones), taken from an earlier environment where the element is the same and
    /// built otherwise; remembered for the environments after this one.
    mutating func announcements(of elements: [AccessibilityElement],
                                in result: SceneAccessibilityResult) -> [Announcement] {
        let style = result.options.announcementStyle
        let candidates = earlier.filter { $0.style == style }
        let announcements = elements.indices.map { index in
            let element = elements[index]
            for announced in candidates where index < announced.elements.count && announced.elements[index] == element {
                return announced.announcements[index]
            }
            return result.announcement(for: element)
        }
        earlier.append(Announced(style: style, elements: elements, announcements: announcements))
        return announcements
    }
}
