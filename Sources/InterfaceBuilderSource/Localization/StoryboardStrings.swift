import A11yCore
import Foundation
import Hierarchy

/// Gives the storyboards and xibs of `Base.lproj` folders the text of their development
/// language's strings table: on a device in the app's development language, UIKit loads
/// `Base.lproj/Main.storyboard` and replaces each string `en.lproj/Main.strings` keys
/// (`"<objectID>.<property>"`) by the table's text (docs/swift-code.md#storyboards-own-strings).
///
/// The development language is the Xcode project's `developmentRegion` (``AppSpec/developmentLanguage``),
/// else English (`en`, the region Xcode gives a new project), or for a string catalog
/// (`Main.xcstrings`, read instead of the table when there is one) its `sourceLanguage`. Another
/// language's table is what a device in that language shows, and is not read. Besides the views,
/// the keys reach the screens' titles and bar items (``ScreenObjectStrings``). Each replaced value
/// is located at its key in the table, so outputs say where it came from. Tables are read through
/// `access` (the disk, or a diff side's revision) with the bounded reader, only inside `containment`.
public enum StoryboardStrings {
    /// The property a key's property names (what `ibtool --export-strings-file` writes for the
    /// elements the model holds), as the model's.
    static func property(_ name: Substring) -> WritableKeyPath<Element, Located<String>?>? {
        switch name {
        case "text": \.text
        case "normalTitle", "configuration.title": \.title
        case "placeholder": \.placeholder
        case "accessibilityLabel": \.label
        case "accessibilityHint": \.hint
        default: nil
        }
    }

    /// Applies the development language's text to each storyboard and xib of `files` in a
    /// `Base.lproj` folder: its string catalog's when it has one (``catalogPath(of:containment:reading:)``),
    /// else the table beside it (``tablePath(of:language:)``); returns their warnings. The
    /// development language is `language` when given, else an Xcode project's the files hold,
    /// else English.
    public static func apply(to files: inout [SpecFile], language: String? = nil, containment: PathContainment,
                             reading access: any FileAccess) -> [Diagnostic] {
        let projectLanguage = language ?? files.firstNonNil(\.app?.developmentLanguage?.value)
        var diagnostics: [Diagnostic] = []
        for index in files.indices {
            guard let tablePath = tablePath(of: files[index].path, language: projectLanguage ?? "en") else { continue }
            let reading: InterfaceStringsTable.Reading?
            if let catalogPath = catalogPath(of: files[index].path, containment: containment, reading: access) {
                reading = read(catalogPath, reading: access) { InterfaceStringsTable.readCatalog($0, path: catalogPath, language: projectLanguage) }
            } else if containment.outside(tablePath) == nil, access.kind(of: tablePath) == .file {
                reading = read(tablePath, reading: access) { InterfaceStringsTable.read($0, path: tablePath) }
            } else {
                reading = nil
            }
            switch reading {
            case .unreadable(let diagnostic): diagnostics.append(diagnostic)
            case .table(let table): diagnostics += apply(table, to: &files[index])
            case nil: break
            }
        }
        return diagnostics
    }

    /// The file at `path` read through `access` with the bounded reader and decoded by `decode`.
    private static func read(_ path: String, reading access: any FileAccess,
                             _ decode: ([UInt8]) -> InterfaceStringsTable.Reading) -> InterfaceStringsTable.Reading {
        switch access.read(path, limit: InterfaceStringsTable.maximumFileSize) {
        case .failure(.tooLarge(let size)):
            .unreadable(Diagnostic(IBRule.fileTooLarge, at: SourceLocation(file: path, line: 1, column: 1),
                                   "the file is \(size) bytes; a11y-check reads strings tables and catalogs of at most \(InterfaceStringsTable.maximumFileSize >> 20) MiB",
                                   hint: "the storyboard's own text is analysed instead"))
        case .failure(.unreadable(let reason)):
            .unreadable(Diagnostic(IBRule.invalidAttributeValue, at: SourceLocation(file: path, line: 1, column: 1),
                                   "the file cannot be read: \(reason)", hint: "the storyboard's own text is analysed instead"))
        case .success(let bytes):
            decode(bytes)
        }
    }

    /// The string catalog named after the storyboard or xib at `path` (`Main.xcstrings`): in its
    /// `Base.lproj` folder, else in the folder holding `Base.lproj` (beside `en.lproj`); nil when
    /// neither holds one. Xcode's migration (Editor > Convert to String Catalog) replaces the
    /// storyboard's `.strings` tables with it, so it is read instead of the table.
    static func catalogPath(of path: String, containment: PathContainment, reading access: any FileAccess) -> String? {
        catalogCandidates(of: path).first { containment.outside($0) == nil && access.kind(of: $0) == .file }
    }

    /// Where a string catalog of the storyboard or xib at `path` may be, in the order looked at:
    /// `<Name>.xcstrings` in its folder, then in the folder holding that one.
    private static func catalogCandidates(of path: String) -> [String] {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + ".xcstrings"
        let folder = (path as NSString).deletingLastPathComponent
        return [folder, (folder as NSString).deletingLastPathComponent].map { ($0 as NSString).appendingPathComponent(name) }
    }

    /// The files that may give the storyboard or xib at `path` its text, as `access` has them:
    /// the catalogs ``catalogPath(of:containment:reading:)`` looks for and the `<Name>.strings`
    /// of every `.lproj` folder beside `Base.lproj` (any language: which one applies is settled
    /// in the link step); none for a file outside a `Base.lproj` folder.
    static func tableFiles(of path: String, reading access: any FileAccess) -> [String] {
        guard isLocalizedByTables(path) else { return [] }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = (path as NSString).deletingLastPathComponent
        let parent = (folder as NSString).deletingLastPathComponent
        let tables = (access.contents(ofFolder: parent) ?? [])
            .filter { $0.lowercased().hasSuffix(".lproj") && $0.lowercased() != "base.lproj" }
            .map { ((parent as NSString).appendingPathComponent($0) as NSString).appendingPathComponent(name + ".strings") }
        return (catalogCandidates(of: path) + tables).filter { access.kind(of: $0) == .file }
    }

    /// True for a storyboard or xib in a `Base.lproj` folder: a file UIKit localizes through tables.
    static func isLocalizedByTables(_ path: String) -> Bool {
        tablePath(of: path, language: "en") != nil
    }

    /// `<folder>/<language>.lproj/<Name>.strings` for `<folder>/Base.lproj/<Name>.storyboard`
    /// (or `.xib`); nil for a file outside a `Base.lproj` folder, which UIKit does not localize
    /// through tables.
    static func tablePath(of path: String, language: String) -> String? {
        let fileExtension = PathExtension.of(path).lowercased()
        guard fileExtension == "storyboard" || fileExtension == "xib" else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent.lowercased() == "base.lproj", language.lowercased() != "base" else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        return ((parent as NSString).appendingPathComponent(language + ".lproj") as NSString).appendingPathComponent(name + ".strings")
    }

    /// Applies `table` to the views of `file`'s screens, to the parts of its screens outside
    /// them (``ScreenObjectStrings``) and to its containers' tab bar items; the keys naming no
    /// object of the file are one warning, at the first (``StaleStringsKeys``).
    static func apply(_ table: InterfaceStringsTable, to file: inout SpecFile) -> [Diagnostic] {
        var byObject: [String: [ScreenObjectStrings.Entry]] = [:]
        var stale = StaleStringsKeys()
        for key in table.entries.keys.sorted() {
            let text = table.entries[key]!
            guard let dot = key.firstIndex(of: "."), file.objectIDs.contains(String(key[..<dot])) else {
                stale.add(key, at: text.location)
                continue
            }
            let property = key[key.index(after: dot)...]
            // A button with a configuration shows its configuration's title; its `normalTitle` is
            // the stale state Interface Builder keeps beside it (``ButtonContent``).
            if property == "normalTitle", file.configuredButtonIDs.contains(String(key[..<dot])) { continue }
            byObject[String(key[..<dot]), default: []].append((property, text))
        }
        let diagnostics = stale.diagnostic(storyboard: (file.path as NSString).lastPathComponent).map { [$0] } ?? []
        guard !byObject.isEmpty else { return diagnostics }
        var parts: [String: [(id: String, part: ScreenObject.Part)]] = [:]
        // Container node id -> the id of its tab bar item's object.
        var containerItems: [String: String] = [:]
        for (id, object) in file.screenObjects where byObject[id] != nil {
            if object.part == .containerTabBarItem {
                containerItems[object.screenID] = id
            } else {
                parts[object.screenID, default: []].append((id, object.part))
            }
        }
        if !containerItems.isEmpty {
            file.scenes = file.scenes.map { scene in
                scene.rebuilt { node in
                    guard let objectID = containerItems[node.id], node.settings.tabBarItem != nil else { return nil }
                    var settings = node.settings
                    ScreenObjectStrings.apply(byObject[objectID] ?? [], to: &settings.tabBarItem)
                    return ViewControllerNode(id: node.id, location: node.location, kind: node.kind, settings: settings)
                }
            }
        }
        file.screens = file.screens.map { screen in
            var screen = screen
            for (id, part) in parts[screen.id] ?? [] {
                ScreenObjectStrings.apply(byObject[id] ?? [], objectID: id, part: part, to: &screen)
            }
            screen.rootView = screen.rootView.flatMap { localized($0, byObject) }
            screen.view = screen.view.compactMap { localized($0, byObject) }
            if let titleView = screen.navigationItem?.titleView { screen.navigationItem?.titleView = localized(titleView, byObject) }
            return screen
        }
        return diagnostics
    }

    /// `element` and its subviews with the table's text; nil for a section header or footer whose
    /// title the table empties (UIKit shows no title then, as for a section without one).
    private static func localized(_ element: Element, _ byObject: [String: [ScreenObjectStrings.Entry]]) -> Element? {
        var element = element
        if let id = element.id?.value {
            for entry in byObject[id] ?? [] { set(entry.property, entry.text, on: &element) }
            if let title = sectionTitle(of: element, byObject) {
                guard !title.value.isEmpty else { return nil }
                element.text = title
            }
        }
        if !element.children.isEmpty { element.children = element.children.compactMap { localized($0, byObject) } }
        return element
    }

    /// The table's `headerTitle` (`footerTitle`) of the static table section whose header
    /// (footer) label `element` is (``TableMapper``: id `<sectionID>.header`, `.footer`).
    private static func sectionTitle(of element: Element, _ byObject: [String: [ScreenObjectStrings.Entry]]) -> Located<String>? {
        guard element.kind == .label, let id = element.id?.value, let dot = id.lastIndex(of: ".") else { return nil }
        let property: Substring
        switch id[id.index(after: dot)...] {
        case "header": property = "headerTitle"
        case "footer": property = "footerTitle"
        default: return nil
        }
        return byObject[String(id[..<dot])]?.last { $0.property == property }?.text
    }

    /// Sets one property a key names; `segmentTitles[N]` replaces the title of segment N the
    /// element has. A property the model does not hold for a view (a button's other states'
    /// titles) is left as the storyboard says.
    private static func set(_ property: Substring, _ text: Located<String>, on element: inout Element) {
        if let path = Self.property(property) {
            element[keyPath: path] = text
        } else if property.hasPrefix("segmentTitles["), property.hasSuffix("]"),
                  let index = Int(property.dropFirst("segmentTitles[".count).dropLast()), element.segments.indices.contains(index) {
            element.segments[index] = text
        }
    }
}
