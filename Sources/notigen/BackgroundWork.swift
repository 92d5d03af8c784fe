import Dispatch

/// Work started on another thread at once, whose result is waited for when needed: the templates parse while the
/// specs are read and validated, which need none of them (2 cores do both in the time of the longer).
final class BackgroundWork<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let group = DispatchGroup()
    /// Written once by the work before `group` is left, read only after waiting for it.
    private var result: Result<Value, Failure>?

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        group.enter()
        DispatchQueue.global().async {
            do throws(Failure) {
                self.result = .success(try work())
            } catch {
                self.result = .failure(error)
            }
            self.group.leave()
        }
    }

    /// The work's result, once it has ended.
    func value() throws(Failure) -> Value {
        group.wait()
        guard let result else { preconditionFailure("the group was left before the result was written") }
        return try result.get()
    }
}
