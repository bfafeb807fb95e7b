/// Storyboard XML for tests that need a small document rather than a fixture file.
public enum StoryboardText {
    /// A storyboard with one view controller (`VC1-00-001`, storyboard identifier `Main`) whose
    /// root view (`V01-00-001`, 393 x 852 points) holds `subviews`, then `rootContent` (the root
    /// view's own colours and accessibility; nothing when empty); `extraScenes` follow the first
    /// scene, and `initial` is the initial view controller; `resources` (the named and system
    /// colours Interface Builder stores) go into `<resources>` after the scenes when given.
    public static func minimal(subviews: String, rootContent: String = "", extraScenes: String = "",
                               initial: String = "VC1-00-001", resources: String = "") -> String {
        let root = rootContent.isEmpty ? "" : "\n" + rootContent
        let stored = resources.isEmpty ? "" : "\n    <resources>\n" + resources + "\n    </resources>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
                <scenes>
                    <scene sceneID="S01-00-001">
                        <objects>
                            <viewController storyboardIdentifier="Main" id="VC1-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V01-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
            \(subviews)
                                    </subviews>\(root)
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            \(extraScenes)
                </scenes>\(stored)
            </document>
            """
    }
}
