import UIKit

class DetailsViewController: UIViewController {
    @IBOutlet var detailLabel: UILabel!
    @IBOutlet var shuffleSwitch: UISwitch!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if traitCollection.userInterfaceIdiom == .pad { return .all }
        return [.portrait, .landscapeLeft]
    }

    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { false }

    override func viewDidLoad() {
        super.viewDidLoad()
        detailLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.accessibilityTraits.insert(.header)
        shuffleSwitch.accessibilityLabel = "Shuffle"
        shuffleSwitch.accessibilityHint = "Plays the songs in a random order"
        configure()
    }

    private func configure() {
        detailLabel.isAccessibilityElement = false
        shuffleSwitch.accessibilityValue = shuffleSwitch.isOn ? "on" : "off"
    }
}
