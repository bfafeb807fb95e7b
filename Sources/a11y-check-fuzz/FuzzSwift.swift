import InterfaceBuilderSource
import LintEngine

/// The `swift` target: the bytes of one Swift file, parsed as the Swift source parses it (never
/// compiled or run), its classes' facts read and joined to ``storyboard``, whose screens and views
/// name the classes the seeds declare, then linted as `a11y-check lint App/` lints the two files
/// together in ``FuzzFolder/configuration``'s matrix. Nothing a Swift file says may crash, hang or
/// exhaust memory.
enum FuzzSwift {
    /// Where the input is said to be, beside the storyboard.
    static let codePath = FuzzFolder.path + "/App/" + FuzzTarget.swift.fileName
    /// Where the storyboard is said to be.
    static let storyboardPath = FuzzFolder.path + "/App/Base.lproj/Main.storyboard"

    /// The storyboard, decoded once for every input: only the Swift file varies.
    static let storyboard = InterfaceBuilderLoader.decode(Array(storyboardText.utf8), path: storyboardPath)

    /// Lints `bytes` as the Swift file joined to ``storyboard``; returns the number of findings.
    static func lint(_ bytes: [UInt8]) -> Int {
        var request = FuzzFolder.request([InMemorySpecFile(path: storyboardPath, bytes: Array(storyboardText.utf8)),
                                          InMemorySpecFile(path: codePath, bytes: bytes)])
        request.decodedFiles[storyboardPath] = storyboard
        return FuzzFolder.runner.run(request).findings.count
    }

    /// A player in a navigation controller, whose controller, labels and a view have custom
    /// classes and outlets, and a details screen code can instantiate by its identifier.
    static let storyboardText = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="NAV-VC-001">
        <scenes>
            <scene sceneID="NAV-SC-001">
                <objects>
                    <navigationController id="NAV-VC-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-NB-001">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                        </navigationBar>
                        <connections>
                            <segue destination="PLY-VC-001" kind="relationship" relationship="rootViewController" id="NAV-SG-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="PLY-SC-001">
                <objects>
                    <viewController storyboardIdentifier="Player" id="PLY-VC-001" customClass="PlayerViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="PLY-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label text="Now Playing" textAlignment="natural" id="PLY-LB-001" customClass="BrandLabel" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="100" width="361" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label text="Ann Artist" textAlignment="natural" id="PLY-LB-002" customClass="BrandLabel" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="140" width="361" height="24"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                                <button contentMode="scaleToFill" id="PLY-BT-001">
                                    <rect key="frame" x="16" y="200" width="44" height="44"/>
                                    <state key="normal" image="play.fill"/>
                                </button>
                                <button contentMode="scaleToFill" id="PLY-BT-002">
                                    <rect key="frame" x="76" y="200" width="44" height="44"/>
                                    <state key="normal" image="square.and.arrow.up"/>
                                </button>
                                <button contentMode="scaleToFill" id="PLY-BT-003">
                                    <rect key="frame" x="136" y="200" width="44" height="44"/>
                                </button>
                                <view contentMode="scaleToFill" id="PLY-NX-001" customClass="NextButton" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="260" width="120" height="44"/>
                                </view>
                                <imageView contentMode="scaleAspectFit" image="cover" id="PLY-IM-001" customClass="CoverView" customModule="App" customModuleProvider="target">
                                    <rect key="frame" x="16" y="320" width="200" height="200"/>
                                </imageView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="PLY-LB-001" id="PLY-OU-001"/>
                            <outlet property="artistLabel" destination="PLY-LB-002" id="PLY-OU-002"/>
                            <outlet property="playButton" destination="PLY-BT-001" id="PLY-OU-003"/>
                            <outlet property="shareButton" destination="PLY-BT-002" id="PLY-OU-004"/>
                            <outlet property="progressButton" destination="PLY-BT-003" id="PLY-OU-005"/>
                            <outlet property="coverView" destination="PLY-IM-001" id="PLY-OU-006"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="DTL-SC-001">
                <objects>
                    <viewController storyboardIdentifier="Details" id="DTL-VC-001" customClass="DetailsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="DTL-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <label text="Details" textAlignment="natural" id="DTL-LB-001">
                                    <rect key="frame" x="16" y="100" width="361" height="30"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <switch contentMode="scaleToFill" on="YES" id="DTL-SW-001">
                                    <rect key="frame" x="16" y="150" width="51" height="31"/>
                                </switch>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="detailLabel" destination="DTL-LB-001" id="DTL-OU-001"/>
                            <outlet property="shuffleSwitch" destination="DTL-SW-001" id="DTL-OU-002"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
