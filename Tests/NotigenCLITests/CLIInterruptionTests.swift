import Foundation
import Testing

@testable import NotigenTestSupport

/// A run that is interrupted (SIGTERM, SIGINT) or crashes (SIGABRT, SIGSEGV, as when memory runs out) while it
/// writes a large output ends at once, by that signal, with the outputs as they were and no temporary file left.
@Suite struct CLIInterruptionTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        // 600 notifiers of 10 cases: about 19 MB of output, written for long enough to be caught in the middle.
        var lines = ["notigen: 1", "notifiers:"]
        for notifier in 0..<600 {
            lines += ["  Notifier\(notifier):", "    cases:"]
            lines += (0..<10).map { "      didChange\($0): { payload: { id: Int, title: String } }" }
        }
        try workspace.write(lines.joined(separator: "\n") + "\n", to: "big.yaml")
    }

    /// The temporary files of notigen's pattern in the output folder.
    private func temporaryFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workspace.url("Gen").path)) ?? []
        return names.filter { $0.contains(".notigen-") && $0.hasSuffix(".tmp") }
    }

    /// Starts notigen as a build tool does, with no signal blocked (the test runner's threads block them, and a
    /// child started from one would inherit that mask) and every signal's default action.
    private func start(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([Repository.notigenBinary.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, Repository.notigenBinary.path, &actions, &attributes, argv, environ)
        try #require(status == 0, "posix_spawn: \(status)")
        return pid
    }

    /// Waits for `pid` to end, for at most five minutes: a bound for a hang, far beyond what a loaded machine needs,
    /// never a speed check. (A crash handler that ran Swift generic code hung here about once in 20 runs: a signal
    /// that interrupts `malloc` leaves its lock held, and the handler's metadata lookup waited on it for ever.) A
    /// process still running then is recorded with what each of its threads waits on, killed and reaped; returns
    /// whether it ended by itself.
    private static func reap(_ pid: pid_t, _ status: inout Int32) -> Bool {
        let deadline = ContinuousClock.now + .seconds(300)
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return true }
            usleep(1_000)
        }
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        let waits = tasks.sorted().map { task in
            let wchan = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/wchan", encoding: .utf8)) ?? "?"
            return "thread \(task): \(wchan)"
        }
        let threads = waits.joined(separator: "\n")
        Issue.record("notigen did not end within five minutes of the signal; its threads wait on:\n\(threads)")
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return false
    }

    @Test(.timeLimit(.minutes(10)), arguments: [SIGTERM, SIGINT, SIGHUP, SIGABRT, SIGSEGV])
    func aSignalDuringTheWriteLeavesNoTemporaryFile(_ number: Int32) throws {
        try workspace.write("// the previous output\n", to: "Gen/big.swift")
        let big = workspace.url("big.yaml").path
        let pid = try start([big, "-o", workspace.url("Gen").path, "--quiet"])
        var status: Int32 = 0
        while temporaryFiles().isEmpty && waitpid(pid, &status, WNOHANG) == 0 { usleep(500) }
        try #require(!temporaryFiles().isEmpty, "the run ended before its temporary file was seen")
        kill(pid, number)
        #expect(Self.reap(pid, &status), "ended after the signal")
        #expect(status & 0x7F == number, "ended by the signal (wait status \(status))")
        #expect(temporaryFiles().isEmpty, "no temporary file is left")
        #expect(try workspace.read("Gen/big.swift") == "// the previous output\n", "the output is as it was")
    }

    /// A crash handler must run no code that can take a lock the crash interrupted (`malloc`'s above all), whatever
    /// the run was doing: each crash signal is sent 16 times, at moments spread over the write, and every run
    /// ends by it with no temporary file left.
    @Test(.timeLimit(.minutes(10)), arguments: [SIGABRT, SIGSEGV])
    func aCrashAtAnyMomentOfTheWriteEndsTheRun(_ number: Int32) throws {
        let big = workspace.url("big.yaml").path
        for delay in stride(from: UInt32(0), to: 32_000, by: 2_000) {
            let pid = try start([big, "-o", workspace.url("Gen").path, "--quiet"])
            var status: Int32 = 0
            while temporaryFiles().isEmpty && waitpid(pid, &status, WNOHANG) == 0 { usleep(500) }
            usleep(delay)
            kill(pid, number)
            #expect(Self.reap(pid, &status), "ended after the signal, sent \(delay) µs into the write")
            guard status & 0x7F != 0 else { continue }  // finished before the signal came
            #expect(status & 0x7F == number, "ended by the signal (wait status \(status))")
            #expect(temporaryFiles().isEmpty, "no temporary file is left")
        }
    }
}
