import UIKit

// Superclasses that name each other, an outlet declared twice, a string left open, unbalanced
// braces, a raw string, nested interpolation, an identifier in another script, #if left open.
class PlayerViewController: DetailsViewController {
    @IBOutlet weak var titleLabel: BrandLabel!
    @IBOutlet weak var titleLabel: UILabel!
    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.accessibilityLabel = #"a "raw" \#(title ?? "") label"#
        artistLabel.accessibilityLabel = "\("\("\(1 + (2 * (3 - (4))))")")"
        let ünïcødé‮ = "\u{202E}\u{1B}[2J<script>alert(1)</script>"
        playButton.accessibilityLabel = ünïcødé‮
        progressButton.accessibilityLabel = "open
        ((((((((((((((((((((((((((((((((())))))))))))))))))))))))))))))))
    }
#if DEBUG
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .portrait, .landscape] }
}
class DetailsViewController: PlayerViewController {
    override func viewDidLoad() { viewDidLoad(); self.viewDidLoad() }
}
class BrandLabel: BrandLabel {}
extension NextButton: NextButton {
