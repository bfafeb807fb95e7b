import UIKit

final class PlayerViewController: UIViewController {
    @IBOutlet weak var playButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        playButton.accessibilityLabel = title
        navigationItem.leftBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)]
    }

    func share() {
        let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = playButton
        present(activity, animated: true)
    }

    func alert() {
        let alert = UIAlertController(title: "Stop?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Stop", style: .destructive))
        present(alert, animated: true)
    }

    func details() {
        let navigation = UINavigationController(rootViewController: DetailsViewController())
        navigation.modalPresentationStyle = .fullScreen
        showDetailViewController(navigation, sender: self)
    }
}

final class DetailsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityViewIsModal = true
        view.accessibilityElements = []
    }
}
