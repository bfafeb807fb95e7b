import TestSupport

/// The specs the ProjectAnalysis tests share.
extension Fixtures {
    /// A navigation controller `nav` showing `home` (a Save button) that presents `detail` (a
    /// Close button) as a page sheet.
    static let sheet = """
        screens:
          home:
            title: Home
            view:
              - button: {id: save, title: Save, frame: [16, 120, 100, 44]}
          detail:
            title: Detail
            view:
              - button: {id: close, title: Close, frame: [16, 16, 80, 44]}
        scenes:
          main:
            root:
              navigation:
                id: nav
                stack: [home]
            presentations:
              - {present: detail, style: pageSheet}
        """

    /// A root screen `home` presenting `detail` with `style`.
    static func presenting(_ style: String) -> String {
        """
        screens:
          home:
            title: Home
            view:
              - button: {id: present, title: Present, frame: [16, 100, 120, 44]}
          detail: {title: Detail}
        scenes:
          main:
            root: home
            presentations:
              - {present: detail, style: \(style)}
        """
    }
}
