# Xcode: select the app target > Build Phases > + > New Run Script Phase, and paste this script.
# Findings show in the issue navigator at their spec file and line (the xcode reporter prints
# clang's `file:line:column: warning: message` form); an error finding fails the build.
# Xcode 15 and later sandbox build scripts: set the target's "User Script Sandboxing"
# (ENABLE_USER_SCRIPT_SANDBOXING) to No, or list every spec file under the phase's Input Files.
# a11y-check reads the paths `included:` names in $SRCROOT/.a11y-check.yml (your spec folders, so
# that other YAML such as bitrise.yml or fastlane files is not read as specs); else, when
# $SRCROOT holds the .xcodeproj, the project target by target (storyboards, xibs, Swift files,
# build settings, Info.plist); else every spec, storyboard, xib and Swift file below $SRCROOT.
export PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"    # where `make install` and Homebrew put tools
if ! command -v a11y-check >/dev/null 2>&1; then
    echo "warning: a11y-check is not installed; see https://github.com/your-org/a11y-check#install"
    exit 0
fi
cd "$SRCROOT" || exit 1
a11y-check lint --reporter xcode --quiet
