/// What VoiceOver says for a `UIBarButtonItem.SystemItem` with no title or label: the names the
/// system item's localized accessibility label carries in English (UIKit's own labels, read with
/// Accessibility Inspector on iOS 17). Items with no spoken name (flexibleSpace, fixedSpace) are
/// not elements at all.
public enum SystemItemNames {
    /// System item name -> spoken label.
    public static let table: [String: String] = [
        "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "add": "Add",
        "compose": "Compose", "reply": "Reply", "action": "Share", "organize": "Organize",
        "bookmarks": "Bookmarks", "search": "Search", "refresh": "Refresh", "stop": "Stop",
        "camera": "Camera", "trash": "Delete", "play": "Play", "pause": "Pause", "rewind": "Rewind",
        "fastForward": "Fast Forward", "undo": "Undo", "redo": "Redo", "close": "Close",
    ]

    /// System items that take no space for VoiceOver.
    public static let spacers: Set<String> = ["flexibleSpace", "fixedSpace"]

    /// The spoken name of `system`, nil when it has none.
    public static func name(of system: String) -> String? { table[system] }
}
