import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet weak var titleLabel: BrandLabel!
    @IBOutlet weak var artistLabel: BrandLabel!
    @IBOutlet weak var playButton: UIButton!
    @IBOutlet weak var shareButton: UIButton!
    @IBOutlet weak var progressButton: UIButton!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpAccessibility()
    }

    private func setUpAccessibility() {
        playButton.accessibilityLabel = "Play"
        shareButton.accessibilityLabel = "Share button"
        progressButton.accessibilityLabel = progressDescription()
        titleLabel.accessibilityTraits = .header
        artistLabel.accessibilityLabel = NSLocalizedString("player.artist", comment: "The artist label")
    }

    private func progressDescription() -> String {
        "\(Int(elapsed)) of \(Int(duration)) seconds"
    }

    private var elapsed: Double = 0
    private var duration: Double = 0
}
