import A11yCore
import Hierarchy
import YAMLReader

/// Decodes the root mapping of a spec file: `version`, `app`, `colors`, `screens`, `scenes`.
struct SpecFileDecoder {
    static let keys = ["version", "app", "colors", "import", "screens", "scenes", "overrides"]
    /// Top-level keys with this prefix are ignored: a place for anchors that other keys alias.
    static let extensionPrefix = "x-"
    static let appKeys = ["name", "devices", "orientations", "requiresFullScreen", "delegateOrientations", "infoPlist"]

    let context: DecodeContext

    func file(_ root: YAMLNode?) -> SpecFile {
        var file = SpecFile(path: context.file)
        guard let root, !root.isNull else { return file }
        guard let entries = root.entries else {
            context.wrongType(root, expected: "a mapping with version, app, screens and scenes", for: "the file")
            return file
        }
        var namedColors: [String: NamedColor] = [:]
        // The colours first, so that colour values before them in the file can name them.
        if let colors = entries.first(where: { context.key($0) == "colors" }) {
            file.colors = ColorsDecoder(context: context).colors(colors.value)
            namedColors = Dictionary(file.colors.map { ($0.name, $0) }) { first, _ in first }
        }
        for entry in entries {
            guard let key = context.keyText(entry) else { continue }
            switch key {
            case "colors": continue
            case "version": checkVersion(entry.value)
            case "app": file.app = app(entry)
            case "screens":
                let decoder = ScreenDecoder(context: context, namedColors: namedColors)
                file.screens = identified(entry.value, for: "screens") { decoder.screen(id: $0, key: $1, $2) }
            case "scenes":
                if let count = entry.value.entries?.count, count > SpecLimits.maximumScenesPerFile {
                    context.report(.limitExceeded, entry.key,
                                   "the file describes \(count) scenes; a11y-check analyses at most \(SpecLimits.maximumScenesPerFile) per file",
                                   hint: "split the scenes across several files")
                    continue
                }
                let decoder = SceneDecoder(context: context)
                file.scenes = identified(entry.value, for: "scenes") { decoder.scene(id: $0, key: $1, $2) }
            case "import": file.imports = OverrideDecoder(context: context, namedColors: namedColors).imports(entry)
            case "overrides": file.overrides = OverrideDecoder(context: context, namedColors: namedColors).overrides(entry.value)
            case _ where key.text.hasPrefix(Self.extensionPrefix):
                continue
            default: context.unknownKey(entry, key.text, allowed: Self.keys, in: "the top level")
            }
        }
        return file
    }

    private func checkVersion(_ node: YAMLNode) {
        guard let version = context.integer(node, for: "version") else { return }
        if version != 1 {
            context.report(.unsupportedVersion, node, "format version \(version) is not supported",
                           hint: "this a11y-check reads version 1; remove 'version' or set it to 1")
        }
    }

    /// The values of an id-keyed mapping (`screens`, `scenes`), in file order, in an array
    /// allocated once for all of them.
    private func identified<T>(_ node: YAMLNode, for what: String, _ decode: (String, YAMLNode, YAMLNode) -> T?) -> [T] {
        guard let entries = context.mapping(node, for: what) else { return [] }
        var values: [T] = []
        values.reserveCapacity(entries.count)
        for entry in entries {
            if let id = context.key(entry), let value = decode(id, entry.key, entry.value) { values.append(value) }
        }
        return values
    }

    private func app(_ appEntry: YAMLNode.Entry) -> AppSpec? {
        var fields = Fields(context: context, kind: "app", allowed: Self.appKeys)
        guard fields.read(appEntry.value) else { return nil }
        var app = AppSpec(location: context.location(appEntry.key))
        if let entry = fields.entry("name") { app.name = context.located(context.string(entry.value, for: "name"), entry) }
        if let entry = fields.entry("devices") { app.devices = context.located(devices(entry.value), entry) }
        if let entry = fields.entry("orientations") {
            app.orientations = context.located(infoPlistOrientations(entry.value), entry)
        }
        if let entry = fields.entry("requiresFullScreen") {
            app.requiresFullScreen = context.located(context.bool(entry.value, for: "requiresFullScreen"), entry)
        }
        if let entry = fields.entry("delegateOrientations") {
            app.delegateOrientations = context.located(context.idiomMasks(entry.value, for: "delegateOrientations"), entry)
        }
        if let entry = fields.entry("infoPlist") {
            app.infoPlist = context.located(context.string(entry.value, for: "infoPlist"), entry)
        }
        return app
    }

    private func devices(_ node: YAMLNode) -> [DeviceIdiom]? {
        guard let items = context.list(node, for: "devices") else { return nil }
        let idioms = items.compactMap { context.enumeration($0, DeviceIdiom.self, for: "device family") }
        guard idioms.count == items.count else { return nil }
        if idioms.isEmpty {
            context.report(.invalidValue, node, "'devices' is empty", hint: "list at least one of: iphone, ipad")
            return nil
        }
        return idioms
    }

    /// A mask sets the plain key; `{iphone: mask, ipad: mask}` sets the `~iphone`/`~ipad` keys.
    private func infoPlistOrientations(_ node: YAMLNode) -> InfoPlistOrientations? {
        guard let masks = context.idiomMasks(node, for: "orientations") else { return nil }
        if node.entries == nil { return InfoPlistOrientations(plain: masks.iphone) }
        return InfoPlistOrientations(iphone: masks.iphone, ipad: masks.ipad)
    }
}
