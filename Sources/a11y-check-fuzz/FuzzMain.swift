import Foundation

/// The target's entry point. Built by `scripts/fuzz` (`-sanitize=fuzzer,address -DFUZZING`), it
/// hands the command line to libFuzzer's driver, which calls ``fuzzOneInput(_:_:)`` once per
/// input. Built by `swift build`, it replays inputs: `a11y-check-fuzz FILE...` lints each file as
/// one fuzz input and prints its findings count, so a saved crash can be rerun under a debugger
/// and the corpus replayed without the sanitizers.
@main
struct FuzzMain {
    /// What libFuzzer's inputs are read as (nil for an unknown `A11Y_CHECK_FUZZ_TARGET`).
    static let target = FuzzTarget.fromEnvironment

    static func main() {
        #if FUZZING
        guard FuzzMain.target != nil else {
            FileHandle.standardError.write(Data("A11Y_CHECK_FUZZ_TARGET is one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(64)
        }
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// Lints each of `files` as one fuzz input (a storyboard or xib as the XML target's), with
    /// every reporter.
    static func replay(_ files: [String]) {
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: a11y-check-fuzz FILE...\n".utf8))
            exit(64)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("\(file): cannot be read\n".utf8))
                exit(1)
            }
            print("\(file): \(FuzzInput.lint([UInt8](data), target: FuzzTarget(replaying: file), render: true)) findings")
        }
    }
}

#if FUZZING
/// libFuzzer's driver (compiler-rt's FuzzerDriver.cpp), linked in by `-sanitize=fuzzer`.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
#endif

/// libFuzzer's callback: one input, the bytes of one file of ``FuzzMain/target``. Exported under
/// libFuzzer's conventional name too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = FuzzMain.target else { return 0 }
    FuzzInput.lint(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [], target: target)
    return 0
}
