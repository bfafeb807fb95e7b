/// A seeded app of Swift files as teams write them: view controllers with outlets setting
/// labels, traits, fonts and titles in `viewDidLoad` and helpers, orientation and presentation
/// overrides, screens presented and pushed in code; custom labels and views setting their own
/// accessibility; table cells; and plain model and service types around them.
enum SwiftCorpus {
    struct File {
        let path: String
        let text: String
    }

    /// `count` files; the first 100 declare the view controllers the generated storyboards name
    /// (`Screen0ViewController` ...).
    static func files(count: Int) -> [File] {
        var random = SplitMix64(seed: 0x5A_1F_7C_0D)
        return (0..<count).map { index in
            let kind = index < 100 ? 0 : Int(random.next() % 5)
            let text: String
            switch kind {
            case 0: text = controller(index < 100 ? "Screen\(index)ViewController" : "Feature\(index)ViewController", index: index, random: &random)
            case 1: text = customView(index: index, random: &random)
            case 2: text = cell(index: index, random: &random)
            case 3: text = service(index: index, random: &random)
            default: text = controller("Feature\(index)ViewController", index: index, random: &random)
            }
            return File(path: "/corpus/App/File\(index).swift", text: text)
        }
    }

    private static let masks = [".portrait", "[.portrait, .landscapeLeft]", "UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait", ".all"]
    private static let styles = [".formSheet", ".overFullScreen", ".pageSheet", ".fullScreen"]

    private static func controller(_ name: String, index: Int, random: inout SplitMix64) -> String {
        let outlets = 3 + Int(random.next() % 6)
        var text = "import UIKit\n\n/// The screen for feature \(index).\nfinal class \(name): UIViewController {\n"
        for outlet in 0..<outlets {
            text += "    @IBOutlet private weak var \(outletName(outlet)): \(outlet % 3 == 1 ? "UIButton" : "UILabel")!\n"
        }
        text += "    private var items: [String] = []\n    private let service = Service\(index)()\n\n"
        if random.next() % 2 == 0 {
            text += "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {\n        \(masks[Int(random.next() % 4)])\n    }\n\n"
        }
        if random.next() % 4 == 0 { text += "    override var shouldAutorotate: Bool { true }\n\n" }
        text += "    override func viewDidLoad() {\n        super.viewDidLoad()\n        title = \"Feature \(index)\"\n"
        text += "        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))\n"
        for outlet in 0..<outlets {
            let target = outletName(outlet)
            switch random.next() % 6 {
            case 0: text += "        \(target).accessibilityLabel = \"Item \(outlet)\"\n"
            case 1: text += "        \(target).accessibilityLabel = NSLocalizedString(\"feature\(index).item\(outlet)\", comment: \"\")\n"
            case 2: text += "        \(target).accessibilityTraits = .header\n"
            case 3: text += "        \(target).font = .preferredFont(forTextStyle: .body)\n        \(target).adjustsFontForContentSizeCategory = true\n"
            case 4: text += "        \(target).isAccessibilityElement = true\n"
            default: text += "        \(target).accessibilityHint = hint(for: \(outlet))\n"
            }
        }
        text += "        setUpAccessibility()\n        service.load { [weak self] result in\n            self?.items = result\n            self?.\(outletName(0)).text = \"\\(result.count) items\"\n        }\n    }\n\n"
        text += "    private func setUpAccessibility() {\n        view.accessibilityElements = [\(outletName(0)), \(outletName(1))]\n"
        text += "        if UIAccessibility.isVoiceOverRunning {\n            \(outletName(2)).accessibilityTraits.insert(.button)\n        }\n    }\n\n"
        text += "    private func hint(for index: Int) -> String {\n        index % 2 == 0 ? \"Opens the item\" : \"Shows more\"\n    }\n\n"
        text += "    @objc private func addTapped() {\n        let editor = Feature\(index)EditorViewController()\n"
        text += "        editor.modalPresentationStyle = \(styles[Int(random.next() % 4)])\n        present(editor, animated: true)\n    }\n\n"
        text += "    private func showDetail(at index: Int) {\n        guard items.indices.contains(index) else { return }\n"
        text += "        let detail = storyboard?.instantiateViewController(withIdentifier: \"Detail\") as? UIViewController\n"
        text += "        navigationController?.pushViewController(detail ?? UIViewController(), animated: true)\n    }\n\n"
        text += "    private func showHelp() {\n        present(UINavigationController(rootViewController: Feature\(index)EditorViewController()), animated: true)\n    }\n}\n\n"
        text += "final class Feature\(index)EditorViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        text += "        title = NSLocalizedString(\"editor.title\", comment: \"\")\n        isModalInPresentation = true\n    }\n}\n\n"
        text += service(index: index, random: &random)
        return text
    }

    private static func customView(index: Int, random: inout SplitMix64) -> String {
        let style = [".body", ".headline", ".caption1", ".title2"][Int(random.next() % 4)]
        return """
            import UIKit

            /// A label in the app's style, with Dynamic Type.
            final class Brand\(index)Label: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configure()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    configure()
                }

                override func awakeFromNib() {
                    super.awakeFromNib()
                    adjustsFontForContentSizeCategory = true
                }

                private func configure() {
                    font = UIFontMetrics(forTextStyle: \(style)).scaledFont(for: UIFont.systemFont(ofSize: 17))
                    numberOfLines = 0
                    accessibilityTraits = [.staticText]
                }
            }

            /// A rating control VoiceOver adjusts.
            final class Rating\(index)View: UIView {
                private var value = 0

                override func awakeFromNib() {
                    super.awakeFromNib()
                    isAccessibilityElement = true
                    accessibilityLabel = "Rating"
                    accessibilityTraits = .adjustable
                }

                override func accessibilityIncrement() {
                    value = min(value + 1, 5)
                    accessibilityValue = "\\(value) stars"
                }
            }

            """
    }

    private static func cell(index: Int, random: inout SplitMix64) -> String {
        """
        import UIKit

        final class Item\(index)Cell: UITableViewCell {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var detailLabel: UILabel!
            @IBOutlet weak var thumbnail: UIImageView!

            override func awakeFromNib() {
                super.awakeFromNib()
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                detailLabel.font = .preferredFont(forTextStyle: .subheadline)
                thumbnail.isAccessibilityElement = false
                shouldGroupAccessibilityChildren = true
            }

            func configure(with item: Item\(index)) {
                titleLabel.text = item.title
                detailLabel.text = item.subtitle
                accessibilityLabel = "\\(item.title), \\(item.subtitle)"
            }
        }

        """ + service(index: index, random: &random)
    }

    private static func service(index: Int, random: inout SplitMix64) -> String {
        let fields = 2 + Int(random.next() % 5)
        var text = "struct Item\(index): Codable, Hashable {\n    var title: String\n    var subtitle: String\n"
        for field in 0..<fields { text += "    var field\(field): Int = \(field)\n" }
        text += "}\n\nfinal class Service\(index) {\n    private var cache: [String: [String]] = [:]\n\n"
        text += "    func load(completion: @escaping ([String]) -> Void) {\n        if let cached = cache[\"all\"] {\n            completion(cached)\n            return\n        }\n"
        text += "        let values = (0..<\(fields * 3)).map { \"Value \\($0)\" }.filter { !$0.isEmpty }\n        cache[\"all\"] = values\n        completion(values)\n    }\n\n"
        text += "    func total(of items: [Item\(index)]) -> Int {\n        items.reduce(0) { partial, item in\n            partial + item.field0 * 2\n        }\n    }\n}\n"
        return text
    }

    private static func outletName(_ index: Int) -> String {
        ["titleLabel", "actionButton", "detailLabel", "statusLabel", "retryButton", "footerLabel", "priceLabel", "buyButton", "noteLabel"][index]
    }
}
