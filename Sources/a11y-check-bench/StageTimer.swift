import Glibc

/// Times benchmark stages on the calling thread's CPU clock, interleaving the stages round by
/// round and keeping each stage's fastest round, so that load from other processes on a shared
/// machine neither inflates one stage only nor counts as this thread's time.
enum StageTimer {
    /// One timed stage: `run`, then `cleanUp` outside the timing (for what the measured
    /// operation keeps and a real run would keep too).
    struct Stage {
        let run: () -> Void
        var cleanUp: () -> Void = {}
    }

    /// The best CPU time in seconds of each of `stages` over `rounds` rounds, in stage order, on
    /// `clock`: the calling thread's, or the whole process's for stages that use every core.
    static func best(rounds: Int, clock: clockid_t = CLOCK_THREAD_CPUTIME_ID, _ stages: [Stage]) -> [Double] {
        var best = [Double](repeating: .infinity, count: stages.count)
        for _ in 0..<max(rounds, 1) {
            for (index, stage) in stages.enumerated() {
                let started = cpuSeconds(clock)
                stage.run()
                best[index] = min(best[index], cpuSeconds(clock) - started)
                stage.cleanUp()
            }
        }
        return best
    }

    private static func cpuSeconds(_ clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}
