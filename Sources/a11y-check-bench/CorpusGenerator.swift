import Foundation

/// Generates, in memory, a corpus of spec files in the format of `format.md`: screens with
/// titles, navigation and tab bar items and 5-15 elements each, plus scenes with navigation and
/// tab roots and presentations. Files hold about 100 screens; ids are unique across the corpus.
enum CorpusGenerator {
    /// One generated file.
    struct File {
        let path: String
        let bytes: [UInt8]
    }

    static let screensPerFile = 100
    private static let styles = ["fullScreen", "pageSheet", "formSheet", "overFullScreen", "automatic"]
    private static let transitions = ["coverVertical", "crossDissolve", "flipHorizontal"]

    /// `screens` screens, in files of ``screensPerFile``, the same for the same count.
    static func files(screens: Int) -> [File] {
        var random = SplitMix64(seed: 0xA11C_4ECC)
        return stride(from: 0, to: screens, by: screensPerFile).map { first in
            let ids = (first..<min(first + screensPerFile, screens)).map { String(format: "s%06d", $0) }
            var text = first == 0 ? app : ""
            text += "screens:\n"
            for id in ids { text += screen(id, random: &random) }
            text += "\nscenes:\n"
            for start in stride(from: 0, to: ids.count - 3, by: 10) {
                text += scene(Array(ids[start..<start + 4]), random: &random)
            }
            return File(path: "corpus/file\(first / screensPerFile).yaml", bytes: Array(text.utf8))
        }
    }

    private static let app = """
        app:
          name: Bench
          devices: [iphone, ipad]
          orientations: {iphone: [portrait, landscapeLeft, landscapeRight], ipad: all}

        """

    private static func screen(_ id: String, random: inout SplitMix64) -> String {
        var text = "  \(id):\n"
        text += "    class: Screen\(id.dropFirst())ViewController\n"
        text += "    title: Screen \(id.dropFirst())\n"
        text += "    navigationItem:\n"
        text += "      largeTitle: \(Bool.random(using: &random))\n"
        text += "      backButtonTitle: Back\n"
        text += "      rightItems: [{id: \(id)-add, system: add, label: Add item}]\n"
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += "    tabBarItem: {title: Tab \(id.dropFirst()), image: tab.icon, badge: \"3\"}\n"
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            text += "    orientations: [portrait, landscapeLeft, landscapeRight]\n"
            text += "    modalPresentationStyle: \(styles.randomElement(using: &random)!)\n"
        }
        text += "    view:\n"
        text += ElementWriter.view(indent: "      ", random: &random)
        return text
    }

    /// A scene over four screens: a navigation root (alone or as the selected tab) with a
    /// presentation over it.
    private static func scene(_ ids: [String], random: inout SplitMix64) -> String {
        var text = "  scene-\(ids[0]):\n    root:\n"
        if Bool.random(using: &random) {
            text += "      navigation: {id: nav-\(ids[0]), stack: [\(ids[0]), \(ids[1])]}\n"
        } else {
            text += "      tabs:\n"
            text += "        id: tabs-\(ids[0])\n"
            text += "        items:\n"
            text += "          - navigation: {id: nav-\(ids[0]), stack: [\(ids[0]), \(ids[1])]}\n"
            text += "          - \(ids[2])\n"
            text += "        selected: nav-\(ids[0])\n"
        }
        text += "    presentations:\n"
        text += "      - present: {navigation: {id: modal-\(ids[0]), stack: [\(ids[3])]}}\n"
        text += "        from: \(ids[1])\n"
        text += "        style: \(styles.randomElement(using: &random)!)\n"
        text += "        transition: \(transitions.randomElement(using: &random)!)\n"
        return text
    }
}
