import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet weak var titleLabel: BrindLabel!
    @IBOutlet weak var artistLabel: BrandLabel!
    @IBOutlet weak var playButton: UIButton!
    @IBOutlet weak var shareButton: UIButton!
    @IBOutlet weak var progressButton: UIButton!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        .portrait
    }

    override func viewDidLoad() {
     Label = "Play"
        suhreaBtton.accessibiltroller {
  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[  @IBOutlet weak var playButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.accessibilityLabel = title
        navigationItem.leftBarBur playButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.accessibilityLabel = title
        navigationItem.leftBarButtonItems = [UIBarButt™nItem(image: UIImage(systemName: "gear"), style: .plain, target: nel.accessibilityTraits = .header
        artistLabel.acceil, action: nil)]
    }

    func share() {
        let activity = UssibilityLabel = NSLocalizedString("player.IAartist"cti,