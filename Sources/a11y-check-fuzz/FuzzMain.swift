import Foundation

/// The target's entry point. Built by `scripts/fuzz` (`-sanitize=fuzzer,address -DFUZZING`), it
/// hands the command line to libFuzzer's driver, which calls ``fuzzOneInput(_:_:)`` once per
/// input. Built by `swift build`, it replays inputs: `a11y-check-fuzz [--target NAME] FILE...`
/// runs each file as one input of the target named (else the one its extension says) and prints
/// its count, so a saved crash can be rerun under a debugger and the corpus replayed without the
/// sanitizers.
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

    /// Runs each of `arguments`' files as one fuzz input of the target `--target NAME` names, else
    /// of the one its extension says, with every reporter.
    static func replay(_ arguments: [String]) {
        var files = arguments
        var named: FuzzTarget?
        if files.first == "--target", files.count > 1 {
            named = FuzzTarget(rawValue: files[1])
            if named == nil { usage() }
            files.removeFirst(2)
        }
        if files.isEmpty { usage() }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("\(file): cannot be read\n".utf8))
                exit(1)
            }
            let target = named ?? FuzzTarget(replaying: file)
            print("\(file): \(target.run([UInt8](data), render: true)) \(target == .diff ? "changes" : "findings")")
        }
    }

    private static func usage() -> Never {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("usage: a11y-check-fuzz [--target \(names)] FILE...\n".utf8))
        exit(64)
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
    target.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [], render: nil)
    return 0
}
