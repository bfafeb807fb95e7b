import Foundation

/// The target's entry point. Built by `scripts/fuzz` (`-sanitize=fuzzer,address -DFUZZING`), it
/// hands the command line to libFuzzer's driver, which calls ``fuzzOneInput(_:_:)`` once per
/// input. Built by `swift build`, it replays inputs: `a11y-check-fuzz FILE...` lints each file as
/// one fuzz input and prints its findings count, so a saved crash can be rerun under a debugger
/// and the corpus replayed without the sanitizers.
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    /// Lints each of `files` as one fuzz input.
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
            print("\(file): \(FuzzInput.lint([UInt8](data))) findings")
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

/// libFuzzer's callback: one input, the bytes of one spec file. Exported under libFuzzer's
/// conventional name too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzInput.lint(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
