/// A seeded corpus of storyboards in Xcode's format: scenes of navigation and tab bar
/// controllers over content view controllers holding labels, buttons, switches, sliders, text
/// fields, stack views and static tables, joined by show and presentation segues.
enum StoryboardCorpus {
    struct File {
        let path: String
        let bytes: [UInt8]
    }

    /// `screens` content controllers in storyboards of `perFile` (100 by default).
    static func files(screens: Int, perFile: Int = 100) -> [File] {
        var random = SplitMix64(seed: 0x1B_57_0A_4D)
        return stride(from: 0, to: screens, by: perFile).map { start in
            let count = min(perFile, screens - start)
            let name = "Generated\(start / perFile)"
            return File(path: "/corpus/\(name).storyboard", bytes: Array(storyboard(screens: count, file: start / perFile, random: &random).utf8))
        }
    }

    private static func id(_ file: Int, _ kind: String, _ n: Int) -> String {
        "\(kind)\(file % 10)-\(String(n / 100 % 100).leftPadded(2))-\(String(n % 100).leftPadded(3))"
    }

    private static func storyboard(screens: Int, file: Int, random: inout SplitMix64) -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(id(file, "NV", 0))">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            </dependencies>
            <scenes>

        """
        var viewID = 0
        for screen in 0..<screens {
            if screen % 10 == 0 {
                text += """
                        <scene sceneID="\(id(file, "SN", screen))">
                            <objects>
                                <navigationController id="\(id(file, "NV", screen))" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id(file, "NB", screen))">
                                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="\(id(file, "VC", screen))" kind="relationship" relationship="rootViewController" id="\(id(file, "RS", screen))"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>

                """
            }
            text += "        <scene sceneID=\"\(id(file, "SC", screen))\">\n            <objects>\n"
            text += "                <viewController storyboardIdentifier=\"Screen\(file)_\(screen)\" title=\"Screen \(screen)\" id=\"\(id(file, "VC", screen))\" customClass=\"Screen\(screen)ViewController\" customModule=\"Bench\" customModuleProvider=\"target\" sceneMemberID=\"viewController\">\n"
            text += "                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"\(id(file, "RV", screen))\">\n"
            text += "                        <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n"
            text += "                        <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
            text += "                        <subviews>\n"
            let count = 5 + Int(random.next() % 11)
            for index in 0..<count {
                viewID += 1
                text += view(kind: Int(random.next() % 6), id: id(file, "V", viewID), y: 110 + index * 50,
                             next: screen % 10 < 9 && index == 0 ? id(file, "VC", screen + 1) : nil, segueID: id(file, "SG", viewID))
            }
            text += "                        </subviews>\n"
            text += "                        <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>\n"
            text += "                    </view>\n"
            text += "                    <navigationItem key=\"navigationItem\" title=\"Screen \(screen)\" id=\"\(id(file, "NI", screen))\">\n"
            text += "                        <barButtonItem key=\"rightBarButtonItem\" systemItem=\"add\" id=\"\(id(file, "BI", screen))\"/>\n"
            text += "                    </navigationItem>\n"
            text += "                </viewController>\n"
            text += "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(id(file, "FR", screen))\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>\n"
            text += "            </objects>\n            <point key=\"canvasLocation\" x=\"\(screen * 10)\" y=\"0.0\"/>\n        </scene>\n"
        }
        text += """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
        return text
    }

    /// One view of kind `kind` at `y`; the first view of a screen shows the next screen.
    private static func view(kind: Int, id: String, y: Int, next: String?, segueID: String) -> String {
        let frame = "<rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"361\" height=\"44\"/>"
        let segue = next.map { "<connections><segue destination=\"\($0)\" kind=\"show\" id=\"\(segueID)\"/></connections>" } ?? ""
        let open = "                            "
        switch kind {
        case 0:
            return open + "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Label \(id)\" textAlignment=\"natural\" adjustsFontForContentSizeCategory=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>\n"
                + open + "    <color key=\"textColor\" systemColor=\"labelColor\"/>\n" + open + "</label>\n"
        case 1:
            return open + "<button opaque=\"NO\" contentMode=\"scaleToFill\" buttonType=\"system\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <accessibility key=\"accessibilityConfiguration\" hint=\"Opens more\"/>\n"
                + open + "    <state key=\"normal\" title=\"Button \(id)\"/>\n" + open + "    \(segue)\n" + open + "</button>\n"
        case 2:
            return open + "<switch opaque=\"NO\" contentMode=\"scaleToFill\" on=\"YES\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <accessibility key=\"accessibilityConfiguration\" label=\"Switch \(id)\"/>\n" + open + "    \(segue)\n" + open + "</switch>\n"
        case 3:
            return open + "<slider opaque=\"NO\" contentMode=\"scaleToFill\" value=\"0.5\" minValue=\"0.0\" maxValue=\"1\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <accessibility key=\"accessibilityConfiguration\" label=\"Volume\"/>\n" + open + "    \(segue)\n" + open + "</slider>\n"
        case 4:
            return open + "<textField opaque=\"NO\" contentMode=\"scaleToFill\" borderStyle=\"roundedRect\" placeholder=\"Field \(id)\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>\n"
                + open + "    <textInputTraits key=\"textInputTraits\"/>\n" + open + "    \(segue)\n" + open + "</textField>\n"
        default:
            return open + "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" spacing=\"8\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
                + open + "    \(frame)\n" + open + "    <subviews>\n"
                + open + "        <imageView userInteractionEnabled=\"NO\" contentMode=\"scaleAspectFit\" image=\"photo\" id=\"\(id)i\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"44\" height=\"44\"/>"
                + "<accessibility key=\"accessibilityConfiguration\" label=\"Photo\"><accessibilityTraits key=\"traits\" image=\"YES\"/><bool key=\"isElement\" value=\"YES\"/></accessibility></imageView>\n"
                + open + "        <label opaque=\"NO\" userInteractionEnabled=\"NO\" text=\"Caption\" id=\"\(id)l\"><rect key=\"frame\" x=\"52\" y=\"0.0\" width=\"300\" height=\"44\"/>"
                + "<accessibility key=\"accessibilityConfiguration\"><accessibilityTraits key=\"traits\" staticText=\"YES\" header=\"YES\"/></accessibility></label>\n"
                + open + "    </subviews>\n" + open + "    \(segue)\n" + open + "</stackView>\n"
        }
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
