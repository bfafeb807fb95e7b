import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet weak var titleLabel: BrandLabel!
    @IBOutlet weak var playButton: UIButton!
    @IBOutlet weak var shareButton: UIButton!

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Player"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(edit))
        playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
        shareButton.accessibilityLabel = NSLocalizedString("share", comment: "Share the song")
    }

    @objc private func edit() {}

    @IBAction func showDetails(_ sender: Any) {
        let details = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Details")
        details.modalPresentationStyle = .formSheet
        details.modalTransitionStyle = .crossDissolve
        present(details, animated: true)
    }

    @IBAction func pushDetails(_ sender: Any) {
        let details = storyboard!.instantiateViewController(withIdentifier: "Details") as! DetailsViewController
        navigationController?.pushViewController(details, animated: true)
    }
}
