import Foundation
import NotigenRuntime

struct Offline: Error {}

func usage() -> [NotigenToken] {
    Network.post(.fetch(.success(.init(body: Data(), status: 200))))
    Network.post(.fetch(.failure(.init(status: 500))))
    Network.post(.fetch(.failure(Network.FetchFailure(status: 0, reason: "offline", underlying: Offline()))))
    Network.post(.upload(.failure(.init(underlying: Offline()))))
    Network.post(.ping(.success(())))
    Network.post(.sync(.failure(.init(attempts: 3))))
    return [
        Network.observe(.fetch) { result in
            switch result {
            case .success(let success): print(success.status)
            case .failure(let failure): print(failure.reason, failure.underlying as Any)
            }
        },
        Network.observe(.ping) { (result: Network.PingResult) in _ = try? result.get() },
    ]
}
